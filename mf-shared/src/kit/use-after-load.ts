import { useEffect, useState } from 'react';

export interface AfterLoadOptions {
  /** requestIdleCallback's timeout: the callback runs by then even if the browser never idles. */
  idleTimeoutMs?: number;
  /** Waited after the browser went idle, e.g. so a pop-up opens well after the page's largest paint. */
  delayMs?: number;
}

/**
 * Calls `run` once the page has loaded (the `load` event), the browser is idle
 * (requestIdleCallback, or a short timeout where there is none, as in Safari) and `delayMs`
 * has passed. Returns a function that cancels it.
 */
export function whenLoadedAndIdle(run: () => void, { idleTimeoutMs = 3000, delayMs = 0 }: AfterLoadOptions = {}): () => void {
  if (typeof window === 'undefined') return () => {};
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const afterIdle = () => {
    if (cancelled) return;
    if (delayMs > 0) timer = setTimeout(run, delayMs);
    else run();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(afterIdle, { timeout: idleTimeoutMs });
    else timer = setTimeout(afterIdle, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False until the page has loaded and the browser is idle (see `whenLoadedAndIdle`). Always false
 * on the server and in the first (hydrating) render, so what waits for it is never server-rendered
 * and never part of the first paint: the welcome pop-up, the hero's other slides.
 */
export function useAfterLoad(options: AfterLoadOptions = {}): boolean {
  const { idleTimeoutMs, delayMs } = options;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return whenLoadedAndIdle(() => setReady(true), { idleTimeoutMs, delayMs });
  }, [ready, idleTimeoutMs, delayMs]);
  return ready;
}
