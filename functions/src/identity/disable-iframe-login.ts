import { routes } from './routes.js';
import { route } from '../app.js';
import { externalSignIns } from './external-deps.js';
import { disableIframeLogin } from './external-sign-in.js';

export const handler = route(routes.disableIframeLogin, ({ caller }) => disableIframeLogin(externalSignIns(), caller));
