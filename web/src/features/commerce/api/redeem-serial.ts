import { routes } from '@lm/shared/api/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

/** POST /api/me/serialnumbers: a serial number's course becomes the student's; their courses and progress are read again. */
export function useRedeemSerial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callRoute(routes.redeemSerialNumber, { body: { code }, token: 'student' }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: routeKey(routes.listMyCourses) }), client.invalidateQueries({ queryKey: routeKey(routes.listMyLearning) })]),
  });
}
