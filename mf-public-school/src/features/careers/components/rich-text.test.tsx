import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('keeps formatting but drops scripts, event handlers, images and javascript: links', () => {
    const w = window as unknown as { __xss?: number };
    const { container } = render(
      <RichText
        html={
          '<h1>Role</h1><p onclick="window.__xss=1">Teach <strong>physics</strong> and <em>chemistry</em>.</p>' +
          '<img src=x onerror="window.__xss=2"><script>window.__xss=3</script><style>p{display:none}</style>' +
          '<ul><li>Lab work</li></ul><a href="javascript:window.__xss=4">bad</a> <a href="https://neb.gov.np">NEB</a>' +
          '<iframe src="https://evil.test"></iframe><svg><script>window.__xss=5</script></svg>'
        }
      />,
    );
    expect(screen.getByText('physics').tagName).toBe('STRONG');
    expect(screen.getByText('Lab work').tagName).toBe('LI');
    // an h1 inside stored text becomes an h3 under the page's own headings
    expect(screen.getByRole('heading', { level: 3, name: 'Role' })).toBeInTheDocument();
    expect(container.querySelectorAll('script, img, iframe, style, svg')).toHaveLength(0);
    expect(container.querySelector('[onclick]')).toBeNull();
    // the javascript: link is unwrapped to its text, the https one is kept and opens safely
    expect(screen.getByText('bad').closest('a')).toBeNull();
    const neb = screen.getByRole('link', { name: 'NEB' });
    expect(neb).toHaveAttribute('href', 'https://neb.gov.np');
    expect(neb).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(w.__xss).toBeUndefined();
  });

  it('renders nothing for empty text', () => {
    const { container } = render(<RichText html="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
