import { domainRouter } from '../http/router.js';
import { liveHandlers } from './handlers.js';
import { routes } from './routes.js';

export const handler = domainRouter('live', routes, liveHandlers);
