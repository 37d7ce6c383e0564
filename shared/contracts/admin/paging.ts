/** One page of a back-office list: lists page on the server, none loads everything (issue #11). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ADMIN_PAGE_SIZE = 20;
