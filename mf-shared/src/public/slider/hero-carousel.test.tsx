import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@school/shared/session';
import { HeroCarousel } from './hero-carousel';

/** Records each picture fetched from script (`new Image()`), by its srcset or src. */
const fetched: string[] = [];
class FakeImage {
  fetchPriority = '';
  decoding = '';
  sizes = '';
  srcset = '';
  set src(value: string) {
    fetched.push(this.srcset || value);
  }
}

const slide = (n: number) => ({ _id: `s${n}`, title: `Slide ${n}`, description: '', image: `/uploads/slide${n}.jpg` });

beforeEach(() => {
  fetched.length = 0;
  setRuntimeConfig({ apiBase: '' });
  Object.defineProperty(window, 'Image', { configurable: true, writable: true, value: FakeImage });
});

describe('HeroCarousel', () => {
  it('shows the first slide at once with high priority, and fetches no other slide’s picture once the page is idle (issue 36: most visits end before the first change)', async () => {
    render(<HeroCarousel slides={[slide(1), slide(2), slide(3)]} label="Highlights" />);
    const first = screen.getByRole('img', { name: 'Slide 1' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('srcset', '/uploads/slide1.thumb.webp 320w, /uploads/slide1.small.webp 560w, /uploads/slide1.mid.webp 768w, /uploads/slide1.web.webp 1280w');
    // past load and idle (jsdom has no requestIdleCallback: the kit's fallback waits 200 ms)
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(fetched).toEqual([]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Slide 1']);
  });
});
