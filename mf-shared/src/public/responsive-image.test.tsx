import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@school/shared/session';
import { IMAGE_FALLBACK, ResponsiveImage, WelcomeModal } from './index';

function setConnection(value: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value });
}

beforeEach(() => setRuntimeConfig({ apiBase: '' }));
afterEach(() => setConnection(undefined));

describe('ResponsiveImage, light on data', () => {
  const hero = () => render(<ResponsiveImage path="/uploads/slide.jpg" alt="Slide" variant="web" width={1280} height={540} sizes="100vw" />);

  it('offers the 768- and 1280-px variants on a fast connection', () => {
    hero();
    const img = screen.getByRole('img', { name: 'Slide' });
    expect(img).toHaveAttribute('src', '/uploads/slide.web.webp');
    expect(img).toHaveAttribute('srcset', '/uploads/slide.thumb.webp 320w, /uploads/slide.small.webp 560w, /uploads/slide.mid.webp 768w, /uploads/slide.web.webp 1280w');
  });

  it('uses only the 320-px variant when the browser saves data or the connection is slow', () => {
    setConnection(Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }));
    const { unmount } = hero();
    let img = screen.getByRole('img', { name: 'Slide' });
    expect(img).toHaveAttribute('src', '/uploads/slide.thumb.webp');
    expect(img).not.toHaveAttribute('srcset');
    unmount();
    setConnection(Object.assign(new EventTarget(), { saveData: false, effectiveType: '3g' }));
    hero();
    img = screen.getByRole('img', { name: 'Slide' });
    expect(img).toHaveAttribute('src', '/uploads/slide.thumb.webp');
  });

  it('falls back when its image had already failed before the page hydrated (no error event to hear)', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      hero();
      // the variant is broken (complete, no pixels), and so is the original file tried next: the neutral image
      expect(screen.getByRole('img', { name: 'Slide' })).toHaveAttribute('src', IMAGE_FALLBACK);
    } finally {
      complete.mockRestore();
    }
  });

  it('keeps list images (thumb) at 320 px whatever the connection', () => {
    render(<ResponsiveImage path="/uploads/card.png" alt="Card" width={320} height={174} />);
    expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute('src', '/uploads/card.thumb.webp');
  });
});

const POPUP = { _id: 'm1', image: '/uploads/welcome.png' };

describe('WelcomeModal', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('is not rendered at first, and opens only once the page has loaded, gone idle and the delay passed', async () => {
    render(<WelcomeModal popup={POPUP} title="Welcome to Hope Academy" delayMs={2000} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // jsdom has no requestIdleCallback: the fallback waits 200 ms, then the delay runs
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(800);
    });
    jest.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Hope Academy' });
    const img = dialog.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/welcome.web.webp');
    // right-sized (issue 36): the pop-up's shown width picks the variant, so a phone takes the 768-px one
    expect(img).toHaveAttribute('srcset', '/uploads/welcome.thumb.webp 320w, /uploads/welcome.small.webp 560w, /uploads/welcome.mid.webp 768w, /uploads/welcome.web.webp 1280w');
    expect(img).toHaveAttribute('sizes', '(max-width: 752px) calc(100vw - 80px), 672px');
  });

  it('shows only the 320-px variant when the visitor saves data', async () => {
    jest.useRealTimers();
    setConnection(Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }));
    render(<WelcomeModal popup={POPUP} title="Welcome" delayMs={0} />);
    const img = (await screen.findByRole('dialog', { name: 'Welcome' })).querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/welcome.thumb.webp');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('stays closed without an image', async () => {
    render(<WelcomeModal popup={undefined} title="Welcome to Hope Academy" delayMs={0} />);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // real time: the dialog's code is a lazy chunk; useAfterLoad waits 200 ms for idleness in jsdom
  const settle = () => act(() => new Promise((r) => setTimeout(r, 700)));

  it('once closed stays closed for that pop-up, on the next page load too, and opens again for a changed one', async () => {
    jest.useRealTimers();
    const first = render(<WelcomeModal popup={POPUP} title="Welcome" delayMs={0} />);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    // a new page load (or the other language's page) with the same pop-up
    const again = render(<WelcomeModal popup={POPUP} title="स्वागत" delayMs={0} />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();
    render(<WelcomeModal popup={{ ...POPUP, image: '/uploads/new-welcome.png' }} title="Welcome" delayMs={0} />);
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('waits while a menu is open, and opens once it closes', async () => {
    jest.useRealTimers();
    render(
      <>
        <header>
          <button type="button" aria-expanded="true">
            Menu
          </button>
        </header>
        <WelcomeModal popup={POPUP} title="Welcome" delayMs={0} />
      </>,
    );
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Menu' }).setAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });
});
