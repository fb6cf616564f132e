import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stripHtml } from '../format';
import { RichText } from './rich-text';

const show = (html: string, headingFloor?: 2 | 3) =>
  render(
    <MemoryRouter>
      <RichText html={html} headingFloor={headingFloor} className="body" />
    </MemoryRouter>,
  );

describe('RichText, the one public renderer of rich text', () => {
  it('shows a plain-text body from before the editor unchanged: its paragraphs and line breaks, its < and & as text', () => {
    const { container } = show('Fees < Rs 500 & more\nfor class 1\n\nSecond <paragraph');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.innerHTML).toBe('Fees &lt; Rs 500 &amp; more<br>for class 1');
    expect(paragraphs[1]).toHaveTextContent('Second <paragraph');
  });

  it('keeps formatting but drops scripts, event handlers, foreign images, frames and javascript: links', () => {
    const { container } = show(
      '<h1>Role</h1><p onclick="window.__xss=1">Teach <strong>physics</strong> and <em>chemistry</em>.</p>' +
        '<img src=x onerror="window.__xss=2"><img src="https://tracker.test/p.gif"><script>window.__xss=3</script><style>p{display:none}</style>' +
        '<ul><li>Lab work</li></ul><a href="javascript:window.__xss=4">bad</a> <a href="https://neb.gov.np">NEB</a> <a href="/contact">Contact</a>' +
        '<iframe src="https://evil.test"></iframe><svg><script>window.__xss=5</script></svg>',
      3,
    );
    expect(screen.getByText('physics').tagName).toBe('STRONG');
    expect(screen.getByText('Lab work').tagName).toBe('LI');
    // an h1 inside stored text is lowered under the page's own headings
    expect(screen.getByRole('heading', { level: 3, name: 'Role' })).toBeInTheDocument();
    expect(container.querySelectorAll('script, img, iframe, style, svg')).toHaveLength(0);
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('bad').closest('a')).toBeNull();
    const neb = screen.getByRole('link', { name: 'NEB' });
    expect(neb).toHaveAttribute('href', 'https://neb.gov.np');
    expect(neb).toHaveAttribute('rel', 'noopener noreferrer');
    // a path on the site is followed in the app, in the same tab
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('target');
    expect(Reflect.get(window, '__xss')).toBeUndefined();
  });

  it('shows a table in a box that scrolls on a phone, with its header cells and spans', () => {
    const { container } = show(
      '<table style="min-width:50px"><colgroup><col style="min-width:25px"></colgroup><tbody><tr><th colspan="2" rowspan="1"><p>Class</p></th></tr>' +
        '<tr><td colspan="1" rowspan="1"><p>1</p></td><td colspan="1" rowspan="1"><p>Rs 500</p></td></tr></tbody></table>',
    );
    const box = container.querySelector('.rich-table')!;
    expect(box).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('columnheader', { name: 'Class' })).toHaveAttribute('colspan', '2');
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Rs 500']);
    expect(container.querySelector('col, colgroup, [style]')).toBeNull();
  });

  it("shows an image of the site's own uploads with its alt text, loaded lazily", () => {
    show('<p><img src="/uploads/day.webp" alt="Sports day" width="640" height="480"></p>');
    const img = screen.getByRole('img', { name: 'Sports day' });
    expect(img).toHaveAttribute('src', '/uploads/day.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
  });

  it('shows a YouTube block as a play button and loads the player only on a click', () => {
    const { container } = show(
      '<figure data-youtube="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">School song</a></figure>',
    );
    expect(screen.getByText('School song')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: School song' }));
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    expect(frame).toHaveAttribute('title', 'School song');
  });

  it('shows a figure with a bad video id as its link only', () => {
    const { container } = show('<figure data-youtube="bad&quot;id"><a href="https://www.youtube.com/watch?v=x">Song</a></figure>');
    expect(container.querySelector('button, iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Song' })).toBeInTheDocument();
  });

  it('renders nothing for an empty body', () => {
    const { container } = show('');
    expect(container).toBeEmptyDOMElement();
  });
});

describe('stripHtml, the words of a body for a card', () => {
  it('reads the words of HTML and keeps a plain text as it is', () => {
    expect(stripHtml('<h2>Fees</h2><p>Rs 500 &amp; more</p><script>x()</script>')).toBe('Fees Rs 500 & more');
    expect(stripHtml('a < b & c')).toBe('a < b & c');
  });
});
