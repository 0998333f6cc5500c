import type { Category } from '@lm/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './storefront.css';

interface Props {
  /** The search input's id, unique on the page. */
  inputId: string;
  /** i18n namespace of the words: `searchLabel`, `searchPlaceholder`, `search`, `clear`, `categories`, `all` under it. */
  words: string;
  value: string;
  category: string;
  /** The categories to narrow by, with how many items each holds; none while they load. */
  categories: readonly (Pick<Category, 'id' | 'name'> & { count?: number })[] | undefined;
  hrefWith(changes: Record<string, string | undefined>): string;
  onSearch(event: FormEvent<HTMLFormElement>): void;
}

/** A catalogue's search by name and its category chips (the course and product lists). */
export function CatalogueFilters({ inputId, words: namespace, value, category, categories, hrefWith, onSearch }: Props) {
  const { t } = useTranslation();
  const word = (key: string) => t(`${namespace}.${key}`);
  return (
    <>
      <form role="search" className="sf-search" onSubmit={onSearch}>
        <label htmlFor={inputId} className="sf-search__label">
          {word('searchLabel')}
        </label>
        <div className="sf-search__row">
          <input id={inputId} key={value} name="q" type="search" defaultValue={value} placeholder={word('searchPlaceholder')} maxLength={200} autoComplete="off" />
          <button type="submit" className="button button--primary">
            {word('search')}
          </button>
        </div>
        {value && (
          <Link className="sf-search__clear" to={hrefWith({ q: undefined, page: undefined })}>
            {word('clear')}
          </Link>
        )}
      </form>
      {categories && categories.length > 0 && (
        <nav className="sf-chips" aria-label={word('categories')}>
          <ul>
            <li>
              <Link to={hrefWith({ category: undefined, page: undefined })} aria-current={category ? undefined : 'true'}>
                {word('all')}
              </Link>
            </li>
            {categories.map((item) => (
              <li key={item.id}>
                <Link to={hrefWith({ category: item.id, page: undefined })} aria-current={item.id === category ? 'true' : undefined}>
                  {item.name} <span className="sf-chips__count">({item.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
