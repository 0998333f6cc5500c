import { domainRouter } from '../http/router.js';
import { certificateHandlers } from './handlers.js';
import { routes } from './routes.js';

export const handler = domainRouter('certificates', routes, certificateHandlers);
