import { useTranslation } from 'react-i18next';
import { useCatalogueQuery } from '../hooks/use-catalogue-query';
import { usePublicCategories } from '../hooks/use-public-categories';
import { usePublicCourses } from '../hooks/use-public-courses';
import { useDocumentTitle } from '../hooks/use-document-title';
import { CatalogueFilters } from './catalogue-filters';
import './storefront-i18n';
import './storefront.css';
import { CourseResults } from './course-results';

/**
 * The course list at /courses: a search by course name (../shared/SPEC.md §9 type coursename), the
 * course categories to narrow it, 12 cards a page. The address holds the search (`q`, `category`,
 * `page`), so it can be shared, reloaded and walked back.
 */
export function CourseCatalogue() {
  const { t } = useTranslation();
  const { value, category, page, hrefWith, search, hrefOfPage } = useCatalogueQuery();
  const courses = usePublicCourses({ category, type: 'coursename', value, page });
  const categories = usePublicCategories('course');
  useDocumentTitle(t('storefront.courses.title'));

  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t('storefront.courses.title')}</h1>
        <p className="sf-lead">{t('storefront.courses.intro')}</p>
      </header>
      <CatalogueFilters
        inputId="sf-search-input"
        words="storefront.courses"
        value={value}
        category={category}
        categories={categories.status === 'success' ? categories.data : undefined}
        hrefWith={hrefWith}
        onSearch={search}
      />
      <CourseResults courses={courses} searchedFor={value} emptyText={t('storefront.state.empty')} hrefOfPage={hrefOfPage} />
    </main>
  );
}
