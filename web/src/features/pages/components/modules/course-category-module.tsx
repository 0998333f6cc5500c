import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../../../hooks/use-site-settings';
import { usePublicCategories } from '../../../../hooks/use-public-categories';
import '../../../../components/storefront-i18n';
import { categoryPath } from '../../../../lib/category-path';
import { courseCategoryOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';

/** Category cards, each linking to its configured category page or the filtered course list. */
export function CourseCategoryModule({ data, level, headTag }: ModuleProps) {
  const parsed = courseCategoryOf(data);
  if (!parsed) return null;
  return <CategoryCards ids={parsed.category_ids} heading={parsed.heading} level={level} headTag={headTag} />;
}

function CategoryCards({ ids, heading, level, headTag }: { ids: string[]; heading: string; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const { routes } = useSiteSettings();
  const categories = usePublicCategories('course');
  if (categories.status === 'error') {
    console.warn('[custom-page] the category module could not be loaded', categories.error);
    return null;
  }
  // ../shared/SPEC.md §5: a category module with no ids chosen shows every category.
  const shown =
    categories.status === 'success'
      ? ids.length
        ? ids.flatMap((id) => categories.data.filter((category) => category.id === id))
        : categories.data
      : [];
  const Title = level === 2 ? 'h3' : 'h4';
  return (
    <ModuleSection type="course_category" heading={heading || t('pages.categories')} level={level} headTag={headTag}>
      {categories.status === 'loading' ? (
        <p className="sf-state" role="status">
          {t('storefront.state.loading')}
        </p>
      ) : (
        <ul className="cp-categories">
          {shown.map((category) => (
            <li key={category.id} className="cp-category" data-category-id={category.id}>
              <Title className="cp-category__name">
                <Link to={categoryPath(category, routes.categoryPages)}>{category.name}</Link>
              </Title>
              {category.description && <p className="cp-category__description">{category.description}</p>}
              <p className="sf-muted">{t('storefront.courses.found', { count: category.count })}</p>
            </li>
          ))}
        </ul>
      )}
    </ModuleSection>
  );
}
