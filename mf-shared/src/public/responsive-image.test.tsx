import { act, render, screen } from '@testing-library/react';
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
    expect(img).toHaveAttribute('srcset', '/uploads/slide.thumb.webp 320w, /uploads/slide.mid.webp 768w, /uploads/slide.web.webp 1280w');
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

describe('WelcomeModal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is not rendered at first, and opens only once the page has loaded, gone idle and the delay passed', async () => {
    render(<WelcomeModal image="/uploads/welcome.png" title="Welcome to Hope Academy" delayMs={2000} />);
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
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/welcome.web.webp');
  });

  it('stays closed without an image', async () => {
    render(<WelcomeModal image={undefined} title="Welcome to Hope Academy" delayMs={0} />);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
