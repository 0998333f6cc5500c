import { routes } from '@lm/shared/api/route-refs';
import { useRouteResource } from './use-resource';

/** GET /api/me/learning: the student's courses with their progress and last lesson, latest activity first. */
export const useMyLearning = () => useRouteResource(routes.listMyLearning, { token: 'student' });
