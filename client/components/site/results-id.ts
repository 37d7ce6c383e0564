/** The id of the heading over a list of results (its count); paging, sorting and filtering land on it. */
export const RESULTS_ID = 'results';
