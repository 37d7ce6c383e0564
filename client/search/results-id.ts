/** The id of the heading over what a page's query changes (a list's count, the checkout's step); navigations land on it. */
export const RESULTS_ID = 'results';
