import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import { useRouteQuery } from '../../../lib/query';
import type { CurriculumPayload } from '../../../lib/curriculum-editing';

/** GET /api/courses/{id}/curriculum: the course's sections of lessons, with what each lesson holds, read fresh each time its editor opens. */
export const useCourseCurriculum = (courseId: string) => useRouteQuery(routes.getCourseCurriculum, { params: { id: courseId } }, { staleTime: 0, gcTime: 0 });

/**
 * PUT /api/courses/{id}/curriculum: the whole outline in its order (decision 0033); answers it as
 * saved, new lessons with their ids. Its body holds lists, so it goes as JSON.
 */
export const saveCourseCurriculum = (courseId: string, body: CurriculumPayload) =>
  callRoute(routes.updateCourseCurriculum, { params: { id: courseId }, body, json: true });

/** POST /api/files: a file lesson's file, as a form with one `file` field (../shared/SPEC.md §7 "Files", decision 0038). */
export const uploadLessonFile = (file: File) => callRoute(routes.uploadFile, { body: { file } });
