import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePublicCategories } from '../hooks/use-public-categories';
import { usePublicCourses } from '../hooks/use-public-courses';
import { useDocumentTitle } from '../hooks/use-document-title';
import './storefront-i18n';
import './storefront.css';
import { CourseResults } from './course-results';

/** A positive whole page number from the address, else 1. */
export const pageParam = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/**
 * The course list at /courses: a search by course name (../shared/SPEC.md §9 type coursename), the
 * course categories to narrow it, 12 cards a page. The address holds the search (`q`, `category`,
 * `page`), so it can be shared, reloaded and walked back.
 */
export function CourseCatalogue({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const value = params.get('q')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const page = pageParam(params.get('page'));
  const courses = usePublicCourses({ category, type: 'coursename', value, page });
  const categories = usePublicCategories('course');
  useDocumentTitle(t('storefront.courses.title'), siteTitle);

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, changed] of Object.entries(changes)) {
      if (changed) next.set(name, changed);
      else next.delete(name);
    }
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams(params);
    if (typed) next.set('q', typed);
    else next.delete('q');
    next.delete('page');
    setParams(next);
  };

  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t('storefront.courses.title')}</h1>
        <p className="sf-lead">{t('storefront.courses.intro')}</p>
      </header>
      <form role="search" className="sf-search" onSubmit={search}>
        <label htmlFor="sf-search-input" className="sf-search__label">
          {t('storefront.courses.searchLabel')}
        </label>
        <div className="sf-search__row">
          <input
            id="sf-search-input"
            key={value}
            name="q"
            type="search"
            defaultValue={value}
            placeholder={t('storefront.courses.searchPlaceholder')}
            maxLength={200}
            autoComplete="off"
          />
          <button type="submit" className="button button--primary">
            {t('storefront.courses.search')}
          </button>
        </div>
        {value && (
          <Link className="sf-search__clear" to={hrefWith({ q: undefined, page: undefined })}>
            {t('storefront.courses.clear')}
          </Link>
        )}
      </form>
      {categories.status === 'success' && categories.data.length > 0 && (
        <nav className="sf-chips" aria-label={t('storefront.courses.categories')}>
          <ul>
            <li>
              <Link to={hrefWith({ category: undefined, page: undefined })} aria-current={category ? undefined : 'true'}>
                {t('storefront.courses.all')}
              </Link>
            </li>
            {categories.data.map((item) => (
              <li key={item.id}>
                <Link to={hrefWith({ category: item.id, page: undefined })} aria-current={item.id === category ? 'true' : undefined}>
                  {item.name} <span className="sf-chips__count">({item.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <CourseResults
        courses={courses}
        searchedFor={value}
        emptyText={t('storefront.state.empty')}
        hrefOfPage={(n) => hrefWith({ page: n > 1 ? String(n) : undefined })}
      />
    </main>
  );
}
