/** API paths used by more than one feature. */
export const COUNTS_PATH = '/api/dashboard/counts';
