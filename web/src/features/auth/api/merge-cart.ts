import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** POST /api/cart/merge: the visitor cart of this browser's generate_id moves into the signed-in student's (decision 0030). */
export const mergeCart = (generateId: string) => callRoute(routes.mergeCart, { body: { generate_id: generateId }, token: 'student' });
