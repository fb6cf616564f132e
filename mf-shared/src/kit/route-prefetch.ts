import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router-dom';

/**
 * One entry of a remote's route table. `load` fetches the screen's code, `prefetch` starts
 * the screen's first data with the app's QueryClient. Neither runs at import time: the app
 * calls them for the page being opened (first visit, then each navigation), and a server
 * renderer can call them per request with its own client.
 */
export interface RouteEntry {
  /** absolute path as in the SPEC, e.g. '/', '/news/:id' */
  path: string;
  load?: () => Promise<unknown>;
  prefetch?: (client: QueryClient, params: Params) => void;
}

/** The entry that `pathname` opens, with its params; null when none matches. */
export function matchRouteEntry<R extends RouteEntry>(routes: readonly R[], pathname: string): { route: R; params: Params } | null {
  const matches = matchRoutes(
    routes.map((r, i) => ({ path: r.path, id: String(i) })),
    pathname,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return null;
  return { route: routes[Number(match.route.id)]!, params: match.params };
}

/**
 * Starts the code and the data of the page at `pathname` together, so the data requests
 * do not wait for the page's chunk to arrive and render. Failures are left to the page,
 * which asks again and shows its error view.
 */
export function prefetchRoute(routes: readonly RouteEntry[], pathname: string, client: QueryClient): void {
  const hit = matchRouteEntry(routes, pathname);
  if (!hit) return;
  hit.route.load?.().catch(() => undefined);
  hit.route.prefetch?.(client, hit.params);
}
