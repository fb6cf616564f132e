import { useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { VITALS_ENDPOINTS as E, type Site } from '@school/shared/contract';

export type SpeedDays = 7 | 28;

/** GET /api/dashboard/vitals (issue 36): the site's Web Vitals p75 over the last 7 or 28 days. */
export const useSiteSpeed = (site: Site, days: SpeedDays) =>
  useQuery({ queryKey: ['api', 'dashboard', 'vitals', site, days], queryFn: () => call(E.vitalsSummary, { query: { site, days } }) });
