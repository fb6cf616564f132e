import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared/session';
import App from './app';

/** Runs this remote on its own, without the shell, for development. */
loadRuntimeConfig()
  .catch(() => undefined)
  .finally(() => createRoot(document.getElementById('root')!).render(<App />));
