import { firstScreenShown } from './first-paint';

/** A page as the server sent it: the state script, and images whose place on the screen is given. */
function page(images: { top: number; complete: boolean }[], ssr = true) {
  document.body.innerHTML = `<div id="root"></div>${ssr ? '<script type="application/json" id="ssr-state"></script>' : ''}`;
  return images.map(({ top, complete }) => {
    const img = document.createElement('img');
    Object.defineProperty(img, 'complete', { configurable: true, get: () => complete });
    img.getBoundingClientRect = () => ({ top, bottom: top + 200, left: 0, right: 400, width: 400, height: 200, x: 0, y: top, toJSON: () => ({}) });
    document.body.appendChild(img);
    return img;
  });
}

/** Whether the promise has settled after the timers and frames due so far ran. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(20);
  return done;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.innerHeight = 800;
});
afterEach(() => jest.useRealTimers());

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

  it('a page the browser renders itself waits for nothing', async () => {
    page([{ top: 0, complete: false }], false);
    expect(await settled(firstScreenShown())).toBe(true);
  });
});
