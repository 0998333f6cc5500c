import type { PublicCoursePage } from '@lm/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../hooks/use-resource';
import { CourseCard } from './course-card';
import { LoadFailure } from './load-failure';
import { Pagination } from './pagination';

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
  const top = useRef<HTMLDivElement>(null);
  const page = courses.status === 'success' ? courses.data.page : undefined;
  const shownPage = useRef(page);

  // Another page of results starts at the top of the list.
  useEffect(() => {
    if (page === undefined) return;
    if (shownPage.current !== undefined && shownPage.current !== page) top.current?.scrollIntoView({ block: 'start' });
    shownPage.current = page;
  }, [page]);

  if (courses.status === 'error') return <LoadFailure error={courses.error} message={t('storefront.state.error')} onRetry={courses.retry} />;
  return (
    <div className="sf-results" ref={top}>
      <p className="sf-results__count" role="status">
        {courses.status === 'loading'
          ? t('storefront.state.loading')
          : searchedFor
            ? t('storefront.courses.foundFor', { count: courses.data.total, value: searchedFor })
            : t('storefront.courses.found', { count: courses.data.total })}
      </p>
      {courses.status === 'loading' && <div className="sf-skeleton" aria-hidden="true" />}
      {courses.status === 'success' &&
        (courses.data.rows.length === 0 ? (
          <p className="sf-state">{emptyText}</p>
        ) : (
          <>
            <ul className="sf-grid">
              {courses.data.rows.map((course) => (
                <CourseCard key={course.id} course={course} />
              ))}
            </ul>
            <Pagination page={courses.data.page} lastPage={courses.data.last_page} hrefOf={hrefOfPage} />
          </>
        ))}
    </div>
  );
}
