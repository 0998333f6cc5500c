import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { mediaHandlers } from './handlers.js';

export const handler = domainRouter('media', routes, mediaHandlers);
