import type { PublicCourse } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import { ApiError } from '../../../lib/api/errors';

/** A published course, or undefined when it is not (404): a module leaves it out rather than failing. */
export async function findPublicCourse(id: string, signal?: AbortSignal): Promise<PublicCourse | undefined> {
  if (!id) return undefined;
  try {
    return await callRoute(routes.getPublicCourse, { params: { id }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}
