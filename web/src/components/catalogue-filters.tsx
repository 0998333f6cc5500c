import type { Category } from '@lm/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import './storefront.css';

/** The words of a catalogue's search and category chips, in the page's language. */
export interface CatalogueWords {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  clear: string;
  categories: string;
  all: string;
}

interface Props {
  /** The search input's id, unique on the page. */
  inputId: string;
  words: CatalogueWords;
  value: string;
  category: string;
  /** The categories to narrow by, with how many items each holds; none while they load. */
  categories: readonly (Pick<Category, 'id' | 'name'> & { count?: number })[] | undefined;
  hrefWith(changes: Record<string, string | undefined>): string;
  onSearch(event: FormEvent<HTMLFormElement>): void;
}

/** A catalogue's search by name and its category chips (the course and product lists). */
export function CatalogueFilters({ inputId, words, value, category, categories, hrefWith, onSearch }: Props) {
  return (
    <>
      <form role="search" className="sf-search" onSubmit={onSearch}>
        <label htmlFor={inputId} className="sf-search__label">
          {words.searchLabel}
        </label>
        <div className="sf-search__row">
          <input id={inputId} key={value} name="q" type="search" defaultValue={value} placeholder={words.searchPlaceholder} maxLength={200} autoComplete="off" />
          <button type="submit" className="button button--primary">
            {words.search}
          </button>
        </div>
        {value && (
          <Link className="sf-search__clear" to={hrefWith({ q: undefined, page: undefined })}>
            {words.clear}
          </Link>
        )}
      </form>
      {categories && categories.length > 0 && (
        <nav className="sf-chips" aria-label={words.categories}>
          <ul>
            <li>
              <Link to={hrefWith({ category: undefined, page: undefined })} aria-current={category ? undefined : 'true'}>
                {words.all}
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
