import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** GET /public/private/instructors/{id}/slots: the instructor's free slots of `days` Bangkok dates from `from`, with the student's hours left with them. */
export const useInstructorSlots = (id: string, from: string | undefined, days = 7) =>
  useRouteQuery(routes.listInstructorSlots, { params: { id }, query: { ...(from ? { from } : {}), days }, token: 'student' }, { staleTime: 0 });
