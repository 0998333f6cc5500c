/** A public list's page: its rows, which page was served (clamped to the last), the total and the last page. */
export interface ListPage<T> {
  rows: T[];
  page: number;
  total: number;
  last_page: number;
}
