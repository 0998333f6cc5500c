import { routes } from './routes.js';
import { route } from '../app.js';
import { sourceIpOf } from '../http/caller.js';
import { externalSignIns } from './external-deps.js';
import { iframeSignIn } from './external-sign-in.js';

export const handler = route(routes.loginIframe, ({ body, event }) =>
  iframeSignIn(externalSignIns(), { username: body.username, passwordMd5: body.password_md5, sourceIp: sourceIpOf(event) }),
);
