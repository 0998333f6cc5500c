import { routes } from './routes.js';
import { route } from '../app.js';
import { sourceIpOf } from '../http/caller.js';
import { externalSignIns } from './external-deps.js';
import { enableIframeLogin } from './external-sign-in.js';

export const handler = route(routes.enableIframeLogin, ({ body, caller, event }) => enableIframeLogin(externalSignIns(), caller, body.password, sourceIpOf(event)));
