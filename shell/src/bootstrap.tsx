import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig, useSessionStore, womenSiteHost } from '@school/shared/session';
import { Shell } from './shell';
import { RemoteBoundary } from './remote-boundary';
import { pickRemote } from './pick-remote';
import { registerServiceWorker } from './offline/register';
import { startVitals } from './vitals/start-vitals';

/**
 * The remote that rendered this page on the server (issue 12), named by the JSON script the API wrote
 * after `#root` with the page's queries (the kit's RemoteApp reads them); null for a page the browser renders.
 */
function serverRenderedBy(): string | null {
  return document.getElementById('ssr-state')?.dataset.remote ?? null;
}

async function start() {
  const container = document.getElementById('root')!;
  const rendered = serverRenderedBy();
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(
      Object.entries(config.remotes).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
      })),
    );
    const remote = pickRemote(window.location.hostname, womenSiteHost(config), useSessionStore.getState());
    startVitals(remote, config);
    if (rendered === remote) {
      // The same tree the server rendered: the remote is fetched first, so hydration waits the least.
      await loadRemote(`${remote}/app`).catch(() => undefined);
      // As a transition, hydration is done in slices between which the browser can paint and answer the
      // visitor, rather than in one long task (issue 12's TBT).
      startTransition(() => {
        hydrateRoot(container, <Shell />);
      });
      return;
    }
    // The session shows something else here (a signed-in console): the server's page and data are not used.
    document.getElementById('ssr-state')?.remove();
    delete container.dataset.ssr;
    createRoot(container).render(<Shell />);
  } catch (error) {
    console.error('[shell] runtime config unavailable', error);
    // a server-rendered page still reads without the scripts: it stays as it is
    if (rendered) return;
    createRoot(container).render(
      <RemoteBoundary remote="config" onRetry={() => window.location.reload()}>
        <Thrower error={error as Error} />
      </RemoteBoundary>,
    );
  }
}

function Thrower({ error }: { error: Error }): never {
  throw error;
}

void start();
registerServiceWorker();
