import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Records which remote failed and why, then lets the error reach the shell's
 * ErrorBoundary, which shows the fallback page with a retry button.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] remote ${String(id)} failed during ${lifecycle}:`, error);
      document.documentElement.dataset.remoteError = String(id);
      return undefined;
    },
  };
}
