import type { PublicCourseCard } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/errors';
import { getPublicCourse } from '../../../storefront/api/get-public-course';
import { listPublicCourses } from '../../../storefront/api/list-public-courses';
import { CourseCard } from '../../../storefront/components/course-card';
import { useResource } from '../../../storefront/hooks/use-resource';
import '../../../storefront/i18n';
import { courseData } from '../../utils/module-data';
import { ModuleSection, type ModuleProps } from '../module-section';

/** The chosen courses in the chosen order; one no longer published is left out. */
async function loadCourses(ids: readonly string[], latest: number, signal: AbortSignal): Promise<PublicCourseCard[]> {
  if (ids.length === 0) return (await listPublicCourses({}, signal)).rows.slice(0, latest);
  const found = await Promise.all(
    ids.map((id) =>
      getPublicCourse(id, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }),
    ),
  );
  return found.filter((course) => course !== undefined);
}

function CourseList({ ids, latest, heading, level, headTag }: { ids: string[]; latest: number; heading: string; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const courses = useResource(`custompage/courses/${ids.join(',')}/${latest}`, (signal) => loadCourses(ids, latest, signal));
  if (courses.status === 'error') {
    console.warn('[custom-page] the course module could not be loaded', courses.error);
    return null;
  }
  return (
    <ModuleSection type="course" heading={heading || t('pages.courses')} level={level} headTag={headTag}>
      {courses.status === 'loading' ? (
        <p className="sf-state" role="status">
          {t('storefront.state.loading')}
        </p>
      ) : (
        <ul className="sf-grid">
          {courses.data.map((course) => (
            <CourseCard key={course.id} course={course} level={level === 2 ? 3 : 4} />
          ))}
        </ul>
      )}
    </ModuleSection>
  );
}

/** SPEC §5: an empty list (and no "latest N") makes no request and shows nothing. */
export function CourseModule({ data, level, headTag }: ModuleProps) {
  const parsed = courseData.safeParse(data);
  if (!parsed.success) return null;
  return <CourseList ids={parsed.data.course_ids} latest={parsed.data.latest} heading={parsed.data.heading} level={level} headTag={headTag} />;
}
