// A site's alert banner (issue 33, item 1): its active alerts, read from the API like the site's menus
// (`site-menus.ts`). A server render fetches them with the page, so the banner is in the HTML and reads
// without JavaScript; the browser takes them from the page's state and fetches nothing more.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import { api } from '@school/shared/session';
import { useLang } from './lang';
import { SiteContext, type SiteKey, type SiteSource } from './site';

/** An alert as the API answers it (the contract's `Alert`, whose schema the kit may not import). */
interface StoredAlert {
  _id: string;
  level: 'info' | 'warning' | 'urgent';
  message: string;
  ne: { message: string };
  link?: string;
  startsAt: string;
  endsAt: string;
  updatedAt: string;
}

/** One alert in the page's language. */
export interface SiteAlert {
  id: string;
  level: StoredAlert['level'];
  text: string;
  link?: string;
  endsAt: string;
  /** changes with every edit: a dismissed alert comes back when it changes */
  updatedAt: string;
}

/** The query of a site's active alerts; none for a source that names no alerts path (the consoles). */
export const siteAlertsQuery = (source: SiteSource, site: SiteKey = source.site) =>
  queryOptions({
    queryKey: ['site-alerts', site],
    queryFn: () => (source.alertsPath ? api.get<StoredAlert[]>(source.alertsPath(site)) : Promise.resolve([])),
  });

/** The largest delay a browser timer takes (about 24.8 days). */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The app's site's active alerts in the page's language, most urgent first; none before they arrive.
 * An alert leaves at its `endsAt` on an open page too.
 */
export function useSiteAlerts(): SiteAlert[] {
  const source = useContext(SiteContext);
  const lang = useLang();
  const { data } = useQuery({
    ...(source ? siteAlertsQuery(source) : queryOptions({ queryKey: ['site-alerts', 'none'], queryFn: (): StoredAlert[] => [] })),
    enabled: source?.alertsPath !== undefined,
  });
  // the clock is read after hydration only: the server's HTML and the first render agree
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
  }, []);
  useEffect(() => {
    if (now === null) return undefined;
    const next = Math.min(...(data ?? []).map((a) => Date.parse(a.endsAt)).filter((t) => t > now));
    if (!Number.isFinite(next)) return undefined;
    const timer = setTimeout(() => setNow(Math.max(Date.now(), next)), Math.min(next - now, MAX_DELAY));
    return () => clearTimeout(timer);
  }, [data, now]);
  return useMemo(
    () =>
      (data ?? [])
        .filter((a) => now === null || Date.parse(a.endsAt) > now)
        .map((a) => ({
          id: a._id,
          level: a.level,
          text: lang === 'ne' && a.ne.message.trim() ? a.ne.message : a.message,
          ...(a.link ? { link: a.link } : {}),
          endsAt: a.endsAt,
          updatedAt: a.updatedAt,
        })),
    [data, lang, now],
  );
}
