import type { PublicCategory } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePublicCategories } from '../../../hooks/use-public-categories';
import { usePublicCourses } from '../../../hooks/use-public-courses';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { pageParam } from '../../../hooks/use-catalogue-query';
import { CourseResults } from '../../../components/course-results';
import { NotAvailable } from './not-available';
import { LoadFailure } from '../../../components/load-failure';

function CategoryCourseList({ category }: { category: PublicCategory }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const courses = usePublicCourses({ category: category.id, page: pageParam(params.get('page')) });
  return <CourseResults courses={courses} emptyText={t('storefront.state.emptyCategory')} hrefOfPage={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)} />;
}

/** The courses of the course category whose slug names this page (a configured category page, ../shared/SPEC.md §2). */
export function CategoryCourses({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const categories = usePublicCategories('course');
  const category = categories.status === 'success' ? categories.data.find((item) => item.slug.toLowerCase() === slug) : undefined;
  useDocumentTitle(category?.name);

  if (categories.status === 'loading') {
    return (
      <main className="page sf-page">
        <p className="sf-state" role="status">
          {t('storefront.state.loading')}
        </p>
      </main>
    );
  }
  if (categories.status === 'error') {
    return (
      <main className="page sf-page">
        <h1>{t('storefront.courses.title')}</h1>
        <LoadFailure error={categories.error} message={t('storefront.state.error')} onRetry={categories.retry} />
      </main>
    );
  }
  if (!category) {
    return <NotAvailable title={t('storefront.category.notFoundTitle')} body={t('storefront.category.notFoundBody')} />;
  }
  return (
    <main className="page sf-page">
      <nav aria-label={t('storefront.detail.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/courses">{t('storefront.courses.title')}</Link>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <header className="sf-page__header">
        <h1>{category.name}</h1>
        {category.description && <p className="sf-lead">{category.description}</p>}
      </header>
      <CategoryCourseList category={category} />
    </main>
  );
}
