import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, useCallback, useEffect, useMemo, useReducer, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { PageRoot } from '@school/shared/kit';
import { useDarkMode, useSessionStore, getRuntimeConfig, womenSiteHost } from '@school/shared/session';
import type { RemoteName } from '@school/shared/contract';
import { pickRemote } from './pick-remote';
import { LoadingView, RemoteBoundary } from './remote-boundary';
import { OfflineNotice } from './offline/offline-notice';

type RemoteApp = LazyExoticComponent<ComponentType>;
const cache = new Map<RemoteName, RemoteApp>();
/** shown while a remote's code loads (one element: PageRoot keeps its part while it is the same) */
const LOADING = <LoadingView />;

/** One lazy component per remote, made once (never inside render) and dropped on retry. */
function remoteApp(name: RemoteName): RemoteApp {
  let app = cache.get(name);
  if (!app) {
    app = lazy(async () => {
      const mod = await loadRemote<{ default: ComponentType; preload?: () => Promise<void> }>(`${name}/app`);
      if (!mod?.default) throw new Error(`${name} exposes no app`);
      // what the page needs before its first render (a Nepali page's texts), as its server render had it
      await mod.preload?.();
      return { default: mod.default };
    });
    cache.set(name, app);
  }
  return app;
}

export function Shell() {
  const session = useSessionStore();
  const dark = useDarkMode();
  const remote = pickRemote(window.location.hostname, womenSiteHost(getRuntimeConfig()), session);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const admin = remote.startsWith('mf_admin');

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.remote = remote;
    root.dataset.theme = admin && dark ? 'dark' : 'light';
  }, [remote, admin, dark]);

  const App = remoteApp(remote);
  // The remote's app is made again only for another remote or a retry, never when the session store
  // changes (PageRoot memoises its part: see there, issue 12's CLS).
  const app = useMemo(() => <App key={`${remote}:${attempt}`} />, [App, remote, attempt]);
  const frame = useCallback(
    (page: ReactElement) => (
      <RemoteBoundary
        remote={remote}
        onRetry={() => {
          cache.delete(remote);
          retry();
        }}
      >
        {page}
      </RemoteBoundary>
    ),
    [remote],
  );
  // A server-rendered page is hydrated with the tree the server rendered it with: PageRoot is both's.
  return (
    <PageRoot notice={!admin && <OfflineNotice />} frame={frame} fallback={LOADING}>
      {app}
    </PageRoot>
  );
}
