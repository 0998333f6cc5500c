import type { PublicCourseCard } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { listPublicCourses } from '../../../../hooks/use-public-courses';
import { CourseCard } from '../../../../components/course-card';
import '../../../../components/storefront-i18n';
import { useResource } from '../../../../hooks/use-resource';
import { findPublicCourse } from '../../api/get-course';
import { useItemId } from '../../hooks/use-item-id';
import { relatedCourseData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { FeatureList } from './feature-list';

/** Up to `number` other published courses of the course's category; none when the course is not published. */
async function relatedCourses(id: string, number: number, signal: AbortSignal): Promise<PublicCourseCard[]> {
  const course = await findPublicCourse(id, signal);
  if (!course) return [];
  const page = await listPublicCourses({ category: course.category_id }, signal);
  return page.rows.filter((other) => other.id !== course.id).slice(0, number);
}

function RelatedCourses({ id, number, heading, level }: { id: string; number: number; heading: string; level: 2 | 3 }) {
  const { t } = useTranslation();
  const courses = useResource(`custompage/related/${id}/${number}`, (signal) => relatedCourses(id, number, signal));
  return (
    <FeatureList type="relatedCourse" heading={heading || t('pages.related')} level={level} resource={courses}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((course) => (
            <CourseCard key={course.id} course={course} level={level === 2 ? 3 : 4} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Courses like the chosen one (or the one the path names): the rest of its category. */
export function RelatedCourseModule({ data, level }: ModuleProps) {
  const parsed = relatedCourseData.safeParse(data);
  const courseId = useItemId(parsed.success ? parsed.data : { id: '', from_path: false });
  if (!parsed.success || !courseId) return null;
  return <RelatedCourses id={courseId} number={parsed.data.number} heading={parsed.data.heading} level={level} />;
}
