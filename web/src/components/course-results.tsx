import type { PublicCoursePage } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../hooks/use-resource';
import { CourseCard } from './course-card';
import { PagedResults } from './paged-results';

interface Props {
  courses: Resource<PublicCoursePage> & { retry(): void };
  /** What the list was searched for, said with the count. */
  searchedFor?: string;
  emptyText: string;
  hrefOfPage(page: number): string;
}

/** A page of course cards with its count and pages, or the state it is in: loading, empty, failed. */
export function CourseResults({ courses, searchedFor, emptyText, hrefOfPage }: Props) {
  const { t } = useTranslation();
  return (
    <PagedResults
      list={courses}
      countText={(count) => (searchedFor ? t('storefront.courses.foundFor', { count, value: searchedFor }) : t('storefront.courses.found', { count }))}
      loadingText={t('storefront.state.loading')}
      errorText={t('storefront.state.error')}
      emptyText={emptyText}
      renderItem={(course) => <CourseCard key={course.id} course={course} />}
      hrefOfPage={hrefOfPage}
    />
  );
}
