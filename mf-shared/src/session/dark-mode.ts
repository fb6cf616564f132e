import { useSyncExternalStore } from 'react';
import { useSessionStore } from './store';

const QUERY = '(prefers-color-scheme: dark)';

const systemMedia = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const media = systemMedia();
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
}

const systemPrefersDark = (): boolean => systemMedia()?.matches === true;

/**
 * Whether the console is dark (issue 38): the person's own choice when they made one (the stored
 * `darkMode`), otherwise the system's colour scheme, followed live as it changes.
 */
export function useDarkMode(): boolean {
  const chosen = useSessionStore((s) => s.darkMode);
  const system = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  return chosen ?? system;
}
