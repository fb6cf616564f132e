import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@school/shared/session';
import { BlurUpImage } from './blur-up-image';

/** Stands in for the browser's image loader: each `new Image()` is kept so a test can finish it. */
const loads: { src: string; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  fetchPriority = '';
  srcset = '';
  sizes = '';
  set src(value: string) {
    loads.push(this as unknown as (typeof loads)[number]);
    (this as unknown as { url: string }).url = value;
  }
}

beforeEach(() => {
  loads.length = 0;
  setRuntimeConfig({ apiBase: '' });
  (window as unknown as { Image: unknown }).Image = FakeImage;
});

const url = (i: number) => (loads[i] as unknown as { url: string }).url;

describe('BlurUpImage (the women’s-centre pop-up)', () => {
  it('shows the blurred thumbnail first, then the web variant once it has loaded', () => {
    render(<BlurUpImage src="/uploads/abc.png" placeholder="/uploads/abc.blur.webp" alt="Notice" width={720} height={480} />);
    const img = screen.getByRole('img', { name: 'Notice' });
    expect(img).toHaveAttribute('src', '/uploads/abc.blur.webp');
    expect(img).toHaveAttribute('data-state', 'blurred');
    expect(url(0)).toBe('/uploads/abc.web.webp');
    act(() => loads[0].onload!());
    expect(img).toHaveAttribute('src', '/uploads/abc.web.webp');
    expect(img).toHaveAttribute('data-state', 'original');
  });

  it('lets the browser pick the variant the pop-up’s width needs: a phone’s is the 768-px one, not the 1280-px one', () => {
    render(<BlurUpImage src="/uploads/abc.jpg" placeholder="/uploads/abc.blur.webp" alt="Notice" width={720} height={480} />);
    const srcset = '/uploads/abc.thumb.webp 320w, /uploads/abc.small.webp 560w, /uploads/abc.mid.webp 768w, /uploads/abc.web.webp 1280w';
    // the loader asks with the same srcset and sizes as the image shown after, so the candidate is fetched once
    expect(loads[0]).toMatchObject({ srcset, sizes: '(max-width: 752px) calc(100vw - 80px), 672px' });
    act(() => loads[0].onload!());
    const img = screen.getByRole('img', { name: 'Notice' });
    expect(img).toHaveAttribute('srcset', srcset);
    expect(img).toHaveAttribute('sizes', '(max-width: 752px) calc(100vw - 80px), 672px');
  });

  it('falls back to the original file when the web variant is missing', () => {
    render(<BlurUpImage src="/uploads/abc.png" placeholder="/uploads/abc.blur.webp" alt="Notice" width={720} height={480} />);
    act(() => loads[0].onerror!());
    expect(url(1)).toBe('/uploads/abc.png');
    act(() => loads[1].onload!());
    expect(screen.getByRole('img', { name: 'Notice' })).toHaveAttribute('src', '/uploads/abc.png');
  });

  it('without a thumbnail, shows the image at once', () => {
    render(<BlurUpImage src="/uploads/abc.png" alt="Notice" width={720} height={480} />);
    expect(screen.getByRole('img', { name: 'Notice' })).toHaveAttribute('data-state', 'original');
    expect(loads).toHaveLength(0);
  });
});
