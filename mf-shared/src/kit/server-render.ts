import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ApiError } from '@school/shared/session';

/**
 * Server rendering (issue 12): what the server renderer (`@school/shared/ssr`) hands the kit's RemoteApp,
 * and the page's data it writes into the HTML for the browser's first render.
 */
export interface ServerRender {
  /** the page's URL: path and query, `/ne/news` for Nepali */
  url: string;
  /** the page's origin as the browser sees it (`https://school.example`) */
  origin: string;
  /** the request's QueryClient: RemoteApp starts the page's prefetch on it, the renderer waits for it */
  client: QueryClient;
  /** a value made once per request (render passes and retries after a suspension share it) */
  once<T>(key: string, make: () => T): T;
  /**
   * The router of a server render (react-router's static handler), given by the renderer so that its
   * code stays out of the browser's bundle.
   */
  Router: AppRouter;
}

/** A router around the app's one catch-all route: static on the server, plain or data in a browser. */
export type AppRouter = ComponentType<{ routes: RouteObject[]; basename?: string }>;

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The page's origin (`http://localhost:8080`): the request's on the server, `window.location`'s in a browser. */
export function usePageOrigin(): string {
  const server = useContext(ServerRenderContext);
  return server ? server.origin : window.location.origin;
}

/** The id of the non-executable `<script type="application/json">` carrying the dehydrated queries. */
export const SERVER_STATE_ID = 'ssr-state';

/** What that script holds: which remote rendered the page, and its queries. */
export interface ServerState {
  remote: string;
  queries: DehydratedState;
}

/** A failed query's error as it travels in JSON (an ApiError's status and message). */
export interface SentError {
  name: string;
  message: string;
  status: number;
}

/** The server's state in this page, if it came server-rendered (read without consuming it). */
export function readServerState(): ServerState | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(SERVER_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Fills a fresh client with the queries the server rendered the page from, once per page: the first
 * app mounted takes them, so a later remount (another remote, a retry) fetches as usual. The data is
 * as fresh as a cached page can be (the server's HTML cache is emptied by every write), so it counts
 * as fetched now; failed queries get their ApiError back, so the page shows the same error view.
 */
export function hydrateServerState(client: QueryClient): boolean {
  const state = readServerState();
  if (!state) return false;
  document.getElementById(SERVER_STATE_ID)?.remove();
  const now = Date.now();
  for (const q of state.queries.queries) {
    if (q.state.dataUpdatedAt) q.state.dataUpdatedAt = now;
    const sent = q.state.error as SentError | null;
    if (sent && typeof sent === 'object') {
      q.state.error = new ApiError(sent.message, sent.status);
      q.state.errorUpdatedAt = now;
      // shown as the server showed it (its error view), not fetched again when the page mounts
      client.setQueryDefaults(q.queryKey, { retryOnMount: false });
    }
  }
  hydrate(client, state.queries);
  return true;
}

/**
 * Marks the page interactive: `<html data-hydrated>` once the screen inside a layout's Suspense has
 * been hydrated (a server-rendered page) or mounted (a page rendered in the browser). A click before
 * that may be lost on a server-rendered page, so e2e navigation waits for it (e2e/support/hydration.ts).
 * Renders nothing, on the server too, so both trees stay the same.
 */
export function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const noChange = () => () => undefined;
/**
 * False while the page is rendered on the server and while the browser hydrates that render, true after
 * (and at once in a page the browser renders itself). For what must not be frozen into cached HTML,
 * such as the hours left before a deadline: shown once the page runs, so both renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChange, () => true, () => false);
}
