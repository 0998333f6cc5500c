import type { Category, PublicCategory } from '@lm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePublicCategories } from '../../../hooks/use-public-categories';
import { pageParam } from '../../../hooks/use-catalogue-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { Resource } from '../../../hooks/use-resource';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import type { ContentListQuery } from '../api/list-query';
import '../content.css';
import '../i18n';
import { findCategory } from '../utils/content-paths';
import { CategoryNav } from './category-nav';
import { ListResults } from './list-results';
import { FailedPage, LoadingPage, MissingPage } from './states';

/** A kind of published content listed by category (articles, reviews): what its pages differ in. */
export interface ContentKind<T> {
  /** The type of its categories. */
  categoryType: Category['type'];
  /** Where its texts sit in the translations, e.g. `content.articles`. */
  keys: string;
  /** The address of the list of all of it, e.g. `/article`. */
  path: string;
  /** Called as a hook, so a kind must be a module constant: the same hook on every render. */
  useList(query: ContentListQuery): Resource<{ rows: T[]; page: number; total: number; last_page: number }> & { retry(): void };
  categoryHref(category: PublicCategory): string;
  renderCard(item: T): ReactNode;
}

/** The items of a page, 12 at a time, with their pages in the address (`?page=`). */
function Items<T>({ kind, category, emptyText }: { kind: ContentKind<T>; category?: PublicCategory; emptyText: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const list = kind.useList({ category: category?.id, page: pageParam(params.get('page')) });
  return (
    <ListResults
      list={list}
      countKey={`${kind.keys}.found`}
      loadingText={t('content.state.loading')}
      errorText={t(`${kind.keys}.error`)}
      emptyText={emptyText}
      renderItem={kind.renderCard}
      hrefOfPage={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
    />
  );
}

/** Every published item of a kind, newest first, with links to each of its categories. */
export function CategorizedList<T>({ kind }: { kind: ContentKind<T> }) {
  const { t } = useTranslation();
  const categories = usePublicCategories(kind.categoryType);
  useDocumentTitle(t(`${kind.keys}.title`));
  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t(`${kind.keys}.title`)}</h1>
        <p className="sf-lead">{t(`${kind.keys}.intro`)}</p>
      </header>
      <CategoryNav categories={categories} label={t(`${kind.keys}.categories`)} allText={t(`${kind.keys}.all`)} allHref={kind.path} hrefOf={kind.categoryHref} />
      <Items kind={kind} emptyText={t(`${kind.keys}.empty`)} />
    </main>
  );
}

/** The items of the category of a kind that the address names by id or slug. */
export function ContentCategory<T>({ kind, idOrSlug }: { kind: ContentKind<T>; idOrSlug: string }) {
  const { t } = useTranslation();
  const categories = usePublicCategories(kind.categoryType);
  const category = categories.status === 'success' ? findCategory(categories.data, idOrSlug) : undefined;
  useDocumentTitle(category?.name);

  if (categories.status === 'loading') return <LoadingPage text={t('content.state.loading')} />;
  if (categories.status === 'error') {
    return <FailedPage title={t(`${kind.keys}.title`)} error={categories.error} message={t(`${kind.keys}.error`)} onRetry={categories.retry} />;
  }
  if (!category) {
    return <MissingPage title={t(`${kind.keys}.categoryNotFoundTitle`)} body={t(`${kind.keys}.categoryNotFoundBody`)} backHref={kind.path} backText={t(`${kind.keys}.all`)} />;
  }
  return (
    <main className="page sf-page">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to={kind.path}>{t(`${kind.keys}.title`)}</Link>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <header className="sf-page__header">
        <h1>{category.name}</h1>
        {category.description && <p className="sf-lead">{category.description}</p>}
      </header>
      <CategoryNav
        categories={categories}
        label={t(`${kind.keys}.categories`)}
        allText={t(`${kind.keys}.all`)}
        allHref={kind.path}
        current={category.id}
        hrefOf={kind.categoryHref}
      />
      <Items key={category.id} kind={kind} category={category} emptyText={t(`${kind.keys}.emptyCategory`)} />
    </main>
  );
}
