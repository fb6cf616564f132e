/**
 * When a server-rendered page may start fetching its scripts: once the pictures of its first screen
 * have arrived (or failed) and a frame has shown them, and at most `maxMs` after the shell started.
 *
 * The page is complete and readable as the server sent it; its scripts (about 200 KB) only make it
 * interactive. Fetched at once, they share a slow phone connection with the picture a visitor is
 * looking at (the page's largest element) and delay it; fetched just after, they delay nothing the
 * visitor sees (issue 12's LCP rows). A page the browser renders itself waits for nothing.
 */
export function firstScreenShown(doc: Document = document, maxMs = 2_000): Promise<void> {
  if (!doc.getElementById('ssr-state')) return Promise.resolve();
  const view = doc.defaultView ?? window;
  const pending = Array.from(doc.images).filter((img) => !img.complete && onFirstScreen(img, view.innerHeight));
  const arrived = Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  const cap = new Promise<void>((resolve) => setTimeout(resolve, maxMs));
  return Promise.race([arrived, cap]).then(() => afterNextPaint(view));
}

function onFirstScreen(img: HTMLImageElement, viewportHeight: number): boolean {
  const r = img.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.top < viewportHeight && r.bottom > 0;
}

/** After the browser has painted the next frame (a frame callback, then a task after it). */
function afterNextPaint(view: Window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof view.requestAnimationFrame !== 'function' || view.document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    view.requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
