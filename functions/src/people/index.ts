import { domainRouter } from '../http/router.js';
import { peopleHandlers } from './handlers.js';

export const handler = domainRouter('people', peopleHandlers);
