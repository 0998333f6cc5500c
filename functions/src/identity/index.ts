import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { handler as approvePdpa } from './approve-pdpa.js';
import { handler as disableIframeLogin } from './disable-iframe-login.js';
import { handler as enableIframeLogin } from './enable-iframe-login.js';
import { handler as forgotPassword } from './forgot-password.js';
import { handler as googleAuthorize } from './google-authorize.js';
import { handler as instructorLogin } from './instructor-login.js';
import { handler as loginAzureAd } from './login-azure-ad.js';
import { handler as loginExternal } from './login-external.js';
import { handler as loginFacebook } from './login-facebook.js';
import { handler as loginGoogle } from './login-google.js';
import { handler as loginIframe } from './login-iframe.js';
import { handler as login } from './login.js';
import { handler as logout } from './logout.js';
import { handler as refreshToken } from './refresh-token.js';
import { handler as register } from './register.js';
import { handler as resetPassword } from './reset-password.js';

export const handler = domainRouter('identity', routes, [
  login,
  instructorLogin,
  refreshToken,
  logout,
  approvePdpa,
  register,
  forgotPassword,
  resetPassword,
  loginExternal,
  googleAuthorize,
  loginGoogle,
  loginAzureAd,
  loginFacebook,
  loginIframe,
  enableIframeLogin,
  disableIframeLogin,
]);
