import { firstScreenShown, PAINT_GRACE_MS } from './first-paint';

/** A page as the server sent it: the state script, and images whose place on the screen is given. */
function page(images: { top: number; complete: boolean }[], ssr = true) {
  document.body.innerHTML = `<div id="root"></div>${ssr ? '<script type="application/json" id="ssr-state"></script>' : ''}`;
  return images.map(({ top, complete }) => {
    const img = document.createElement('img');
    Object.defineProperty(img, 'complete', { configurable: true, get: () => complete });
    const box = { top, bottom: top + 200, left: 0, right: 400, width: 400, height: 200, x: 0, y: top, toJSON: () => ({}) };
    boxes.set(img, box);
    img.getBoundingClientRect = () => {
      layouts++;
      return box;
    };
    document.body.appendChild(img);
    return img;
  });
}

/**
 * The browser's IntersectionObserver: its first report, after the next layout, gives each observed
 * picture's box (the page's own layout, not one the script asked for).
 */
class FakeIntersectionObserver {
  static made = 0;
  private readonly targets: Element[] = [];
  private scheduled = false;
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeIntersectionObserver.made++;
  }
  observe(target: Element) {
    this.targets.push(target);
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      const entries = this.targets.map((el) => {
        const box = boxes.get(el)!;
        return { target: el, boundingClientRect: box as DOMRectReadOnly, isIntersecting: box.top < window.innerHeight && box.bottom > 0 };
      });
      if (this.scheduled) this.callback(entries);
    }, 16);
  }
  disconnect() {
    this.scheduled = false;
  }
}
const boxes = new Map<Element, { top: number; bottom: number; width: number; height: number }>();

/** Whether the promise has settled after the timers and frames due so far ran. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(50);
  return done;
}

/** How often a script asked a picture for its box (each time a layout of the page, in a browser). */
let layouts = 0;

beforeEach(() => {
  jest.useFakeTimers();
  window.innerHeight = 800;
  layouts = 0;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('firstScreenShown', () => {
  it('waits for the first screen’s picture to arrive before the scripts are fetched', async () => {
    const [hero] = page([{ top: 100, complete: false }]);
    const shown = firstScreenShown();
    expect(await settled(shown)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
  });

  it('a picture that fails counts as arrived', async () => {
    const [hero] = page([{ top: 0, complete: false }]);
    const shown = firstScreenShown();
    hero.dispatchEvent(new Event('error'));
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait for pictures below the first screen, nor for those already there', async () => {
    page([{ top: 1200, complete: false }, { top: 0, complete: true }]);
    expect(await settled(firstScreenShown())).toBe(true);
  });

  it('waits at most its limit for a slow picture', async () => {
    page([{ top: 0, complete: false }]);
    const shown = firstScreenShown(document, 2_000);
    expect(await settled(shown)).toBe(false);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(await settled(shown)).toBe(true);
  });

  describe('where the browser reports its largest paint', () => {
    let report: ((entries: { startTime: number }[]) => void) | null = null;
    beforeEach(() => {
      class FakeObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(private readonly callback: (list: { getEntries(): { startTime: number }[] }) => void) {}
        observe() {
          report = (entries) => this.callback({ getEntries: () => entries });
        }
        disconnect() {
          report = null;
        }
      }
      (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
    });
    afterEach(() => {
      delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
      report = null;
    });

    it('waits, after the picture arrives, for the paint that shows it, not just for a frame', async () => {
      const [hero] = page([{ top: 0, complete: false }]);
      const shown = firstScreenShown();
      hero.dispatchEvent(new Event('load'));
      const arrivedAt = performance.now();
      expect(await settled(shown)).toBe(false);
      // an earlier paint (the text, before the picture) does not count
      report!([{ startTime: arrivedAt - 10 }]);
      expect(await settled(shown)).toBe(false);
      report!([{ startTime: arrivedAt + 5 }]);
      expect(await settled(shown)).toBe(true);
    });

    it('a page whose largest element painted earlier waits two frames and a short grace, not its whole limit', async () => {
      const [hero] = page([{ top: 0, complete: false }]);
      const shown = firstScreenShown(document, 2_000);
      hero.dispatchEvent(new Event('load'));
      expect(await settled(shown)).toBe(false);
      await jest.advanceTimersByTimeAsync(PAINT_GRACE_MS);
      expect(await settled(shown)).toBe(true);
    });
  });

  it('asks no picture for its box (that would lay the page out in the script), and observes only those still loading', async () => {
    const made = FakeIntersectionObserver.made;
    const [hero] = page([{ top: 0, complete: false }, { top: 1200, complete: false }]);
    const shown = firstScreenShown();
    hero.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
    expect(layouts).toBe(0);
    expect(FakeIntersectionObserver.made).toBe(made + 1);
    page([{ top: 0, complete: true }]);
    expect(await settled(firstScreenShown())).toBe(true);
    expect(FakeIntersectionObserver.made).toBe(made + 1);
  });

  it('a picture that arrives before the first screen is known still counts', async () => {
    const [hero] = page([{ top: 0, complete: false }]);
    const shown = firstScreenShown();
    // before the observer's first report
    hero.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
  });

  it('without IntersectionObserver, the boxes are asked for', async () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    const [hero] = page([{ top: 100, complete: false }, { top: 1200, complete: false }]);
    const shown = firstScreenShown();
    expect(await settled(shown)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
    expect(layouts).toBe(2);
  });

  it('a page the browser renders itself waits for nothing', async () => {
    page([{ top: 0, complete: false }], false);
    expect(await settled(firstScreenShown())).toBe(true);
  });
});
