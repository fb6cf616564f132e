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
  const perf = view.performance;
  // each picture still loading, and the time it arrives (listened to at once, so none is missed while
  // the first screen's are picked out)
  const loading = new Map<Element, Promise<number>>();
  for (const img of Array.from(doc.images)) {
    if (img.complete) continue;
    loading.set(
      img,
      new Promise<number>((resolve) => {
        img.addEventListener('load', () => resolve(perf.now()), { once: true });
        img.addEventListener('error', () => resolve(perf.now()), { once: true });
      }),
    );
  }
  const cap = new Promise<void>((resolve) => setTimeout(resolve, maxMs));
  // when the last picture arrived: a paint reported from then on shows it (0: nothing was pending)
  let since = 0;
  const last = onFirstScreen([...loading.keys()], view).then(async (pending) => {
    since = Math.max(0, ...(await Promise.all(pending.map((img) => loading.get(img)!))));
  });
  return Promise.race([last, cap]).then(() => afterPaint(view, since));
}

/** How long after two frames a page waits for a paint report that may never come (its largest element painted earlier). */
export const PAINT_GRACE_MS = 250;

const shown = (r: { width: number; height: number; top: number; bottom: number }, viewportHeight: number) =>
  r.width > 0 && r.height > 0 && r.top < viewportHeight && r.bottom > 0;

/**
 * The pictures that are on the first screen. Told by an IntersectionObserver, whose first report comes
 * with the browser's own first layout: asking each picture for its box (`getBoundingClientRect`) made the
 * script lay out the whole page itself, a long task of its own on a slow phone (issue 12's TBT).
 */
function onFirstScreen(images: Element[], view: Window): Promise<Element[]> {
  if (images.length === 0) return Promise.resolve([]);
  const Observer = (view as unknown as { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (!Observer) return Promise.resolve(images.filter((img) => shown(img.getBoundingClientRect(), view.innerHeight)));
  return new Promise((resolve) => {
    const observer = new Observer((entries) => {
      // the first report holds every picture observed
      observer.disconnect();
      resolve(entries.filter((e) => e.isIntersecting && shown(e.boundingClientRect, view.innerHeight)).map((e) => e.target));
    });
    for (const img of images) observer.observe(img);
  });
}

/**
 * After the browser has shown what arrived at `since`. Where it reports the largest element's paint
 * (Chromium's largest-contentful-paint entries, sent once the frame is on screen), the first report from
 * `since` on; a frame callback alone came about 50 ms before the screen showed the frame on a phone-like
 * profile, and scripts requested in between still counted against the page's largest paint. A page whose
 * largest element painted earlier reports nothing new: two frames and a short grace then. Elsewhere, two frames.
 */
function afterPaint(view: Window, since: number): Promise<void> {
  return new Promise((resolve) => {
    let finished = false;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      if (finished) return;
      finished = true;
      observer?.disconnect();
      setTimeout(resolve, 0);
    };
    if (typeof view.requestAnimationFrame !== 'function' || view.document.visibilityState === 'hidden') {
      done();
      return;
    }
    const Observer = (view as unknown as { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
    const twoFrames = (then: () => void) => view.requestAnimationFrame(() => view.requestAnimationFrame(then));
    if (Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new Observer((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      twoFrames(() => setTimeout(done, PAINT_GRACE_MS));
    } else {
      twoFrames(done);
    }
  });
}
