import { DEFAULT_COURSE_FILTER_TYPE } from '@lm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicCourses } from '../../../../hooks/use-public-courses';
import { usePublicProducts } from '../../../../hooks/use-public-products';
import { CourseCard } from '../../../../components/course-card';
import { ProductCard } from '../../../../components/product-card';
import '../../../../components/storefront-i18n';
import { searchData } from '../../utils/module-data';
import { ModuleSection, type ModuleProps } from '../module-section';

function Results({ value, level }: { value: string; level: 2 | 3 }) {
  const { t } = useTranslation();
  const courses = usePublicCourses({ type: DEFAULT_COURSE_FILTER_TYPE, value });
  if (courses.status === 'loading') {
    return (
      <p className="cp-state" role="status">
        {t('storefront.state.loading')}
      </p>
    );
  }
  if (courses.status === 'error') {
    console.warn('[custom-page] the search module could not be loaded', courses.error);
    return (
      <p className="cp-state" role="status">
        {t('storefront.state.error')}
      </p>
    );
  }
  const { rows, total } = courses.data;
  return (
    <>
      <p className="sf-results__count" role="status">
        {rows.length ? t('storefront.courses.foundFor', { count: total, value }) : t('pages.noResults', { value })}
      </p>
      {rows.length > 0 && (
        <ul className="sf-grid">
          {rows.map((course) => (
            <CourseCard key={course.id} course={course} level={level === 2 ? 3 : 4} />
          ))}
        </ul>
      )}
      <ProductResults value={value} level={level} />
    </>
  );
}

/** Products whose name matches too; shown only when there are some, since most searches are for courses. */
function ProductResults({ value, level }: { value: string; level: 2 | 3 }) {
  const { t } = useTranslation();
  const products = usePublicProducts({ value });
  if (products.status === 'error') console.warn('[custom-page] the search module could not load products', products.error);
  if (products.status !== 'success' || products.data.rows.length === 0) return null;
  const { rows, total } = products.data;
  return (
    <>
      <p className="sf-results__count">{t('storefront.products.foundFor', { count: total, value })}</p>
      <ul className="sf-grid" aria-label={t('storefront.products.title')}>
        {rows.map((product) => (
          <ProductCard key={product.id} product={product} level={level === 2 ? 3 : 4} />
        ))}
      </ul>
    </>
  );
}

/** A course search by name in the page; the results are course cards, or a plain "no results". */
export function SearchModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [value, setValue] = useState('');
  const parsed = searchData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, placeholder } = parsed.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValue(draft.trim());
  };
  return (
    <ModuleSection type="search" heading={heading} level={level} label={t('storefront.courses.searchLabel')}>
      <form className="sf-search cp-search" role="search" onSubmit={submit}>
        <label className="sf-search__label" htmlFor={inputId}>
          {t('storefront.courses.searchLabel')}
        </label>
        <div className="sf-search__row">
          <input id={inputId} type="search" name="value" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={placeholder || t('storefront.courses.searchPlaceholder')} maxLength={200} />
          <button type="submit" className="button button--primary">
            {t('storefront.courses.search')}
          </button>
        </div>
      </form>
      {value && <Results value={value} level={level} />}
    </ModuleSection>
  );
}
