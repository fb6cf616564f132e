import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, useEffect, useMemo, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { useDarkMode, useSessionStore, getRuntimeConfig, womenSiteHost } from '@school/shared/session';
import { pickRemote, type RemoteName } from './pick-remote';
import { LoadingView, RemoteBoundary } from './remote-boundary';
import { OfflineNotice } from './offline/offline-notice';

type RemoteApp = LazyExoticComponent<ComponentType>;
const cache = new Map<RemoteName, RemoteApp>();

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
  // The remote's tree is made again only for another remote or a retry, never when the session store
  // changes: React would hand a re-rendered element to a server-rendered part that is still waiting for
  // its code, and such a part is drawn again from scratch (its loading placeholder shows, and the page
  // jumps; issue 12's CLS).
  const tree = useMemo(
    () => (
      <RemoteBoundary
        remote={remote}
        onRetry={() => {
          cache.delete(remote);
          retry();
        }}
      >
        <Suspense fallback={<LoadingView />}>
          <App key={`${remote}:${attempt}`} />
        </Suspense>
      </RemoteBoundary>
    ),
    [App, remote, attempt],
  );
  // A server-rendered page is hydrated with this tree: the server renders `[null, Suspense > App]`
  // (mf-shared/src/ssr/render.tsx), two children at the top like these, so the ids match.
  return (
    <>
      {!admin && <OfflineNotice />}
      {tree}
    </>
  );
}
