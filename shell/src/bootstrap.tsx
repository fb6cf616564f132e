import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared/session';
import { Shell } from './shell';
import { RemoteBoundary } from './remote-boundary';
import { registerServiceWorker } from './offline/register';
import './shell.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(
      Object.entries(config.remotes).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
      })),
    );
    root.render(<Shell />);
  } catch (error) {
    console.error('[shell] runtime config unavailable', error);
    root.render(
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
