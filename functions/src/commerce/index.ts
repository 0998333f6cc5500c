import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { commerceHandlers } from './handlers.js';

export const handler = domainRouter('commerce', routes, commerceHandlers);
