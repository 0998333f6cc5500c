/** A public content list's query: a category's id and a page (12 items a page). */
export interface ContentListQuery {
  category?: string;
  page?: number;
}

/** The query string, without the parts left empty or at their default. */
export function listSearch(query: ContentListQuery): string {
  const search = new URLSearchParams();
  if (query.category) search.set('category', query.category);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  return search.toString();
}

export const withSearch = (path: string, query: ContentListQuery) => {
  const search = listSearch(query);
  return search ? `${path}?${search}` : path;
};
