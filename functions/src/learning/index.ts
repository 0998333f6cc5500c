import { domainRouter } from '../http/router.js';
import { learningHandlers } from './handlers.js';
import { routes } from './routes.js';

export const handler = domainRouter('learning', routes, learningHandlers);
