import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { peopleHandlers } from './handlers.js';

export const handler = domainRouter('people', routes, peopleHandlers);
