import { useEffect, useState } from 'react';

/**
 * False until the page has loaded and the browser is idle. Parts that are not
 * needed for the first paint (a slider that will not move for half a minute)
 * wait for it, so they stay out of the first load and its main-thread work.
 */
export function useAfterLoad(timeoutMs = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      else timer = setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [timeoutMs]);
  return ready;
}
