import type { FeatureKind, ItemListData } from '@lm/shared';
import { useResource } from '../../../hooks/use-resource';
import { listFeatureItems } from '../api/feature-items';

/** A list module's items; the key names the whole choice, so a changed module loads again. */
export function useFeatureItems<K extends FeatureKind>(kind: K, list: ItemListData) {
  const key = `custompage/${kind}/${list.source}/${list.ids.join(',')}/${list.category}/${list.number}`;
  return useResource(key, (signal) => listFeatureItems(kind, list, signal));
}
