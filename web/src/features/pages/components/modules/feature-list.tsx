import type { ModuleType } from '@lm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../../hooks/use-resource';
import type { ItemListData } from '../../utils/module-data';
import { itemListOf } from '../../utils/module-guards';
import { ModuleSection } from '../module-section';

/**
 * The frame of a module whose items are loaded: its heading and a loading state, then the items.
 * A failed load is only logged (../shared/SPEC.md §8) and an empty answer shows nothing, so neither
 * leaves an empty heading on the page.
 */
export function FeatureList<T>({
  type,
  heading,
  level,
  headTag = false,
  resource,
  children,
}: {
  type: ModuleType;
  heading: string;
  level: 2 | 3;
  headTag?: boolean;
  resource: Resource<readonly T[]>;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (resource.status === 'error') {
    console.warn(`[custom-page] the ${type} module could not be loaded`, resource.error);
    return null;
  }
  if (resource.status === 'success' && resource.data.length === 0) return null;
  return (
    <ModuleSection type={type} heading={heading} level={level} headTag={headTag}>
      {resource.status === 'loading' ? (
        <p className="cp-state" role="status">
          {t('pages.loadingItems')}
        </p>
      ) : (
        children(resource.data)
      )}
    </ModuleSection>
  );
}

/** A card title's heading: one level under the module's. */
export const cardHeading = (level: 2 | 3) => (level === 2 ? 'h3' : 'h4');

/** A list module's choice, or undefined when its data does not fit or (§5) it names no items: no request, nothing shown. */
export function chosenList(data: unknown): ItemListData | undefined {
  const parsed = itemListOf(data);
  if (!parsed || (parsed.source === 'selected' && parsed.ids.length === 0)) return undefined;
  return parsed;
}
