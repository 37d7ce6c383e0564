/** One page of a back-office list: lists page on the server, none loads everything (issue #11). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ADMIN_PAGE_SIZE = 20;

/** The rows a page of a list reads (pages count from 1). */
export const pageWindow = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

/** A page of a list as the back office receives it; `total` as the database counted it (a string on PostgreSQL). */
export const paged = <T>(items: T[], total: number | string | bigint, page: number): Paged<T> => ({
  items,
  total: Number(total),
  page,
  pageSize: ADMIN_PAGE_SIZE,
});
