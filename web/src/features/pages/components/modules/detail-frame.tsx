import type { ModuleType } from '@lm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../../hooks/use-resource';
import { ModuleSection } from '../module-section';
import { cardHeading } from './feature-list';

/**
 * The frame of a one-item module: a loading state, then the item under the module's heading (or,
 * without one, under its own title). A failed load is only logged (../shared/SPEC.md §8); an item
 * that is not there is said so on a page that shows items by their path, and left out otherwise.
 */
export function DetailFrame<T>({
  type,
  heading,
  level,
  resource,
  fromPath,
  title,
  children,
}: {
  type: ModuleType;
  heading: string;
  level: 2 | 3;
  resource: Resource<T | undefined>;
  fromPath: boolean;
  title: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (resource.status === 'error') {
    console.warn(`[custom-page] the ${type} module could not be loaded`, resource.error);
    return null;
  }
  if (resource.status === 'loading') {
    return (
      <ModuleSection type={type} heading={heading} level={level}>
        <p className="cp-state" role="status">
          {t('pages.loadingItem')}
        </p>
      </ModuleSection>
    );
  }
  const item = resource.data;
  if (item === undefined) {
    if (!fromPath) return null;
    return (
      <ModuleSection type={type} heading={heading} level={level}>
        <p className="cp-state">{t('pages.notFound')}</p>
      </ModuleSection>
    );
  }
  const Title = cardHeading(level);
  return (
    <ModuleSection type={type} heading={heading || title(item)} level={level}>
      <article className="cp-detail">
        {heading && <Title className="cp-detail__title">{title(item)}</Title>}
        {children(item)}
      </article>
    </ModuleSection>
  );
}
