import type { FeatureItem, FeatureKind, ItemListData, PublicArticle, PublicInstructorDetail, PublicReview } from '@lm/shared';
import { api } from '../../../lib/api/client';

/** The items of one kind a feature list answers (SPEC §7). */
export type FeatureItemOf<K extends FeatureKind> = Extract<FeatureItem, { kind: K }>;

/**
 * A list module's items (SPEC §7): POST /public/custompage/{kind} with the chosen ids (type
 * selected) or none (type latest), or POST …/{kind}/category with the category; `number` caps them.
 * SPEC §5: selected with no ids makes no request and answers an empty list.
 */
export async function listFeatureItems<K extends FeatureKind>(kind: K, list: Pick<ItemListData, 'source' | 'ids' | 'category' | 'number'>, signal?: AbortSignal): Promise<FeatureItemOf<K>[]> {
  if (list.source === 'selected' && list.ids.length === 0) return [];
  const number = String(list.number);
  // Form-data, like every call of the SPA, keeps these POSTs simple requests (no CORS preflight).
  const items =
    list.source === 'category'
      ? await api.post<FeatureItem[]>(`/public/custompage/${kind}/category?${new URLSearchParams({ number })}`, { category: list.category || 'all' }, { signal, token: 'none' })
      : await api.post<FeatureItem[]>(`/public/custompage/${kind}?${new URLSearchParams({ type: list.source, number })}`, { data: list.source === 'selected' ? list.ids : [] }, { signal, token: 'none' });
  // The list is tagged by kind; anything else in it is not this module's to show.
  return items.filter((item): item is FeatureItemOf<K> => item.kind === kind);
}

interface FeatureDetails {
  instructor: PublicInstructorDetail;
  article: PublicArticle;
  review: PublicReview;
}

/** GET /public/custompage/{instructor|article|review}/{id}: an array, of which the first item is used (SPEC §7); undefined when empty. */
export async function getFeatureItem<K extends keyof FeatureDetails>(kind: K, id: string, signal?: AbortSignal): Promise<FeatureDetails[K] | undefined> {
  const items = await api.get<FeatureDetails[K][]>(`/public/custompage/${kind}/${encodeURIComponent(id)}`, { signal, token: 'none' });
  return items[0];
}
