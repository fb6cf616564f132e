import { STAFF_ENDPOINTS } from '@school/shared/contract';

/** API paths used by more than one feature: the contract's declarations'. */
export const COUNTS_PATH = STAFF_ENDPOINTS.dashboardCounts.path;
