import type { PublicCategory } from '@lm/shared';
import { Link } from 'react-router-dom';
import type { Resource } from '../../../hooks/use-resource';

interface Props {
  categories: Resource<PublicCategory[]>;
  label: string;
  allText: string;
  allHref: string;
  /** The category shown, if any. */
  current?: string;
  hrefOf(category: PublicCategory): string;
}

/** Links to the list of each category of a kind, and to all; the one shown is marked. Nothing while loading or when there are none. */
export function CategoryNav({ categories, label, allText, allHref, current, hrefOf }: Props) {
  if (categories.status !== 'success' || categories.data.length === 0) return null;
  return (
    <nav className="sf-chips" aria-label={label}>
      <ul>
        <li>
          <Link to={allHref} aria-current={current ? undefined : 'true'}>
            {allText}
          </Link>
        </li>
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link to={hrefOf(category)} aria-current={category.id === current ? 'true' : undefined}>
              {category.name} <span className="sf-chips__count">({category.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
