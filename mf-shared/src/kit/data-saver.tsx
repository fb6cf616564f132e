import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Light on data (issue 13): list images drop to their 320-px variant when the visitor asks to
 * save data or the connection is slow.
 *
 * Two sources, either one is enough:
 * - the request's `Save-Data: on` header, known only to the server. A server renderer passes it
 *   as this context's value, and writes `data-save-data="on"` on `<html>` so the browser's first
 *   render (hydration) reads the same answer;
 * - `navigator.connection` in the browser: `saveData`, or an `effectiveType` of 'slow-2g', '2g' or
 *   '3g'. Its `change` event updates the pages while they are open.
 */
export const DataSaverContext = createContext<boolean | undefined>(undefined);

/** Connection types slow enough that a 1280-px image behind a card is not worth its bytes. */
export const SLOW_CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g'];

/** The Network Information API, where the browser has it (Chromium; not Safari or Firefox). */
interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** What the server decided from the request's Save-Data header, as written on `<html>`. */
export function serverSaveData(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on';
}

/** True when the browser reports data saver on or a slow connection. */
export function connectionSaveData(): boolean {
  const c = connection();
  if (!c) return false;
  return c.saveData === true || (!!c.effectiveType && SLOW_CONNECTIONS.includes(c.effectiveType));
}

function subscribe(onChange: () => void) {
  const c = connection();
  if (!c || typeof c.addEventListener !== 'function') return () => {};
  c.addEventListener('change', onChange);
  return () => c.removeEventListener('change', onChange);
}

const clientSnapshot = () => serverSaveData() || connectionSaveData();

/**
 * True when images should be light: the server's `Save-Data` answer (the context, or `<html
 * data-save-data="on">`) or, after the first render, the browser's connection. Hydration renders
 * with what the server saw (`getServerSnapshot`), so the markup matches; React then re-renders
 * once if the browser's connection says otherwise.
 */
export function useDataSaver(): boolean {
  const fromServer = useContext(DataSaverContext);
  const light = useSyncExternalStore(subscribe, clientSnapshot, serverSaveData);
  return fromServer === true || light;
}
