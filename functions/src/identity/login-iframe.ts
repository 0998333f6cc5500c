import { routes } from '@lm/shared';
import { route } from '../app.js';
import { externalSignIns } from './external-deps.js';
import { iframeSignIn } from './external-sign-in.js';

export const handler = route(routes.loginIframe, ({ body }) => iframeSignIn(externalSignIns(), { username: body.username, passwordMd5: body.password_md5 }));
