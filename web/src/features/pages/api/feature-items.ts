import type { FeatureItem, FeatureKind, ItemListData, RouteOutput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** The items of one kind a feature list answers (../shared/SPEC.md §7). */
export type FeatureItemOf<K extends FeatureKind> = Extract<FeatureItem, { kind: K }>;

/**
 * A list module's items (§7): POST /public/custompage/{kind} with the chosen ids (type
 * selected) or none (type latest), or POST …/{kind}/category with the category; `number` caps them.
 * §5: selected with no ids makes no request and answers an empty list.
 */
export async function listFeatureItems<K extends FeatureKind>(kind: K, list: Pick<ItemListData, 'source' | 'ids' | 'category' | 'number'>, signal?: AbortSignal): Promise<FeatureItemOf<K>[]> {
  if (list.source === 'selected' && list.ids.length === 0) return [];
  const { number } = list;
  // Form-data, like every call of the SPA, keeps these POSTs simple requests (no CORS preflight).
  const items: FeatureItem[] =
    list.source === 'category'
      ? await callRoute(routes.listFeatureCategoryItems, { params: { page: kind }, query: { number }, body: { category: list.category || 'all' }, signal })
      : await callRoute(routes.listFeatureItems, { params: { page: kind }, query: { type: list.source, number }, body: { data: list.source === 'selected' ? list.ids : [] }, signal });
  // The list is tagged by kind; anything else in it is not this module's to show.
  return items.filter((item): item is FeatureItemOf<K> => item.kind === kind);
}

const FEATURE_DETAILS = { instructor: routes.getFeatureInstructor, article: routes.getFeatureArticle, review: routes.getFeatureReview } as const;
type FeatureDetails = typeof FEATURE_DETAILS;

type FeatureDetail<K extends keyof FeatureDetails> = RouteOutput<FeatureDetails[K]>[number];

/** GET /public/custompage/{instructor|article|review}/{id}: an array, of which the first item is used (§7); undefined when empty. */
export async function getFeatureItem<K extends keyof FeatureDetails>(kind: K, id: string, signal?: AbortSignal): Promise<FeatureDetail<K> | undefined> {
  // The three routes take the same path parameter; the answer is the kind's.
  const items = await callRoute(FEATURE_DETAILS[kind] as FeatureDetails['article'], { params: { id }, signal });
  return (items as unknown as FeatureDetail<K>[])[0];
}
