import { defineRoute } from './route.js';
import {
  azureAdLoginRequest,
  enableIframeLoginRequest,
  facebookLoginRequest,
  googleLoginRequest,
  iframeLoginRequest,
  iframeLoginStatus,
  loginExternalRequest,
  loginExternalResponse,
  loginResponse,
} from './schemas/identity.js';

/**
 * Sign-in without the account's password (decision 0023): a token of the configured external
 * issuer, a social provider's ID token, or the iframe sign-in an account turned on for itself.
 * Each verifies a credential first and answers like POST /user/login.
 */
export const signInRoutes = {
  loginExternal: defineRoute({
    id: 'loginExternal',
    method: 'POST',
    path: '/user/loginExternal',
    domain: 'identity',
    access: 'public',
    summary: 'Sign in with a token signed by the external issuer configured in the settings (signature, issuer, audience, expiry checked).',
    body: loginExternalRequest,
    response: loginExternalResponse,
  }),
  loginGoogle: defineRoute({
    id: 'loginGoogle',
    method: 'POST',
    path: '/public/user/social/login/google',
    domain: 'identity',
    access: 'public',
    summary: "Sign in with a Google ID token whose verified e-mail is the account's.",
    body: googleLoginRequest,
    response: loginResponse,
  }),
  loginAzureAd: defineRoute({
    id: 'loginAzureAd',
    method: 'POST',
    path: '/public/user/social/login/azuread',
    domain: 'identity',
    access: 'public',
    summary: "Sign in with an Azure AD (v2) ID token whose e-mail is the account's.",
    body: azureAdLoginRequest,
    response: loginResponse,
  }),
  loginFacebook: defineRoute({
    id: 'loginFacebook',
    method: 'POST',
    path: '/user/login/facebook',
    domain: 'identity',
    access: 'public',
    summary: "Sign in with a Facebook Limited Login token whose e-mail is the account's.",
    body: facebookLoginRequest,
    response: loginResponse,
  }),
  loginIframe: defineRoute({
    id: 'loginIframe',
    method: 'POST',
    path: '/public/user/iframe/login',
    domain: 'identity',
    access: 'public',
    summary: 'Sign in from an embedding page with the MD5 of the password, for accounts that turned the iframe sign-in on.',
    body: iframeLoginRequest,
    response: loginResponse,
  }),
  enableIframeLogin: defineRoute({
    id: 'enableIframeLogin',
    method: 'PUT',
    path: '/api/me/iframe-login',
    domain: 'identity',
    access: 'signed-in',
    summary: "Turn the iframe sign-in on for the caller's own account, confirming its password.",
    body: enableIframeLoginRequest,
    response: iframeLoginStatus,
  }),
  disableIframeLogin: defineRoute({
    id: 'disableIframeLogin',
    method: 'DELETE',
    path: '/api/me/iframe-login',
    domain: 'identity',
    access: 'signed-in',
    summary: "Turn the iframe sign-in off for the caller's own account.",
    response: iframeLoginStatus,
  }),
} as const;
