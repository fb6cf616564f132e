import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { firstInteraction, holdUntilHydrated, savingData } from './save-data';

/** A server-rendered page: a phone menu button, a link and a form, with the page's own listeners on them. */
function page({ saveData = true, ssr = true } = {}) {
  delete document.documentElement.dataset.hydrated;
  if (saveData) document.documentElement.dataset.saveData = 'on';
  else delete document.documentElement.dataset.saveData;
  document.body.innerHTML = `<div id="root">
    <button type="button" id="menu">Menu</button>
    <a href="#next" id="link"><span>Next</span></a>
    <form id="form"><input name="q" /><button id="send">Send</button></form>
  </div>${ssr ? '<script type="application/json" id="ssr-state"></script>' : ''}`;
  const seen: string[] = [];
  const byId = (id: string) => document.getElementById(id)!;
  byId('menu').addEventListener('click', () => seen.push('menu'));
  byId('form').addEventListener('submit', (e) => {
    e.preventDefault();
    seen.push(`submit by ${e instanceof SubmitEvent ? e.submitter?.id : '?'}`);
  });
  return { seen, byId };
}

const hydrate = async () => {
  document.documentElement.dataset.hydrated = 'true';
  await new Promise((r) => setTimeout(r, 0)); // the MutationObserver's report
};

let unhold: (() => void) | undefined;
afterEach(() => unhold?.());

describe('savingData', () => {
  it('is a server-rendered page marked data-save-data="on"', () => {
    page();
    expect(savingData()).toBe(true);
    page({ saveData: false });
    expect(savingData()).toBe(false);
    page({ ssr: false });
    expect(savingData()).toBe(false);
  });
});

describe('firstInteraction', () => {
  const settled = async (p: Promise<void>) => {
    let done = false;
    void p.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    return done;
  };

  /** A pointer event as the browser sends it (jsdom has no PointerEvent). */
  const pointer = (type: string, pointerType: string) => Object.assign(new Event(type, { bubbles: true }), { pointerType });

  it('waits for a click, not for a scroll, a finger put down to scroll, a scroll key or a link', async () => {
    const { byId } = page();
    const started = firstInteraction();
    window.dispatchEvent(new Event('scroll'));
    // a touch that scrolls: put down, then cancelled by the browser (no pointerup)
    byId('menu').dispatchEvent(pointer('pointerdown', 'touch'));
    byId('menu').dispatchEvent(pointer('pointercancel', 'touch'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    byId('link').firstElementChild!.dispatchEvent(pointer('pointerdown', 'mouse'));
    byId('link').firstElementChild!.dispatchEvent(pointer('pointerup', 'touch'));
    expect(await settled(started)).toBe(false);
    byId('menu').dispatchEvent(pointer('pointerdown', 'mouse'));
    expect(await settled(started)).toBe(true);
  });

  it('starts on a tap (a touch that ends without scrolling)', async () => {
    const { byId } = page();
    const started = firstInteraction();
    byId('menu').dispatchEvent(pointer('pointerdown', 'touch'));
    expect(await settled(started)).toBe(false);
    byId('menu').dispatchEvent(pointer('pointerup', 'touch'));
    expect(await settled(started)).toBe(true);
  });

  it.each([
    ['a key in a field', () => new KeyboardEvent('keydown', { key: 'a', bubbles: true })],
    ['a scroll key in a field', () => new KeyboardEvent('keydown', { key: ' ', bubbles: true })],
    ['a focus', () => new FocusEvent('focusin', { bubbles: true })],
  ])('starts on %s', async (_, event) => {
    const { byId } = page();
    const started = firstInteraction();
    byId('form').querySelector('input')!.dispatchEvent(event());
    expect(await settled(started)).toBe(true);
  });
});

describe('holdUntilHydrated', () => {
  /** The page, its clicks and submits held until it hydrates. */
  const heldPage = () => {
    const held = page();
    unhold = holdUntilHydrated();
    return held;
  };

  /** On a held page, clicks `id`: nothing happens until the page hydrates. Then the page, hydrated. */
  const clickedBeforeHydration = async (id: string) => {
    const held = heldPage();
    held.byId(id).click();
    expect(held.seen).toEqual([]);
    await hydrate();
    return held;
  };

  it('plays a button’s click again once the page has hydrated, not before', async () => {
    const { seen, byId } = await clickedBeforeHydration('menu');
    expect(seen).toEqual(['menu']);
    // after that the page handles its clicks itself, once
    byId('menu').click();
    expect(seen).toEqual(['menu', 'menu']);
  });

  it('sends a submit tried before hydration once the page has hydrated, with its submitter', async () => {
    const { seen } = await clickedBeforeHydration('send');
    expect(seen).toEqual(['submit by send']);
  });

  it('lets a link work as it is (it loads the next server-rendered page)', () => {
    const { byId } = heldPage();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').firstElementChild!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('drops a click on a button that left the page while it hydrated', async () => {
    const { seen, byId } = heldPage();
    const menu = byId('menu');
    menu.click();
    menu.remove();
    await hydrate();
    expect(seen).toEqual([]);
  });
});

describe('holdUntilHydrated, with React', () => {
  /** A controlled search box, as the lists have: its text lives in the page's state. */
  function Search({ onText }: { onText: (text: string) => void }) {
    const [text, setText] = useState('');
    return (
      <input
        aria-label="Search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onText(e.target.value);
        }}
      />
    );
  }

  it('tells the page what was typed before it hydrated, and the page takes it', async () => {
    page();
    const root = document.getElementById('root')!;
    root.innerHTML = renderToString(<Search onText={() => undefined} />);
    unhold = holdUntilHydrated();
    const box = root.querySelector('input')!;
    box.value = 'exam';
    box.dispatchEvent(new Event('input', { bubbles: true }));

    const texts: string[] = [];
    await act(async () => {
      hydrateRoot(root, <Search onText={(t) => texts.push(t)} />);
    });
    expect(texts).toEqual([]); // React alone does not see it
    await act(hydrate);
    expect(texts).toEqual(['exam']);
    expect(box.value).toBe('exam');
  });
});
