/** A public content list's query: a category's id and a page (12 items a page). */
export interface ContentListQuery {
  category?: string;
  page?: number;
}
