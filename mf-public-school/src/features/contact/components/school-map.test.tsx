import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAP_EMBED_URL, MAP_LINK_URL, SchoolMap } from './school-map';

describe('SchoolMap', () => {
  it("shows the address, a new-tab link and a 'Show map' button, and no Google frame before the click", () => {
    const { container } = render(<SchoolMap />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Bhimsen Marg, Lalitpur-3, Nepal')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open Bhimsen Marg, Lalitpur-3, Nepal in Google Maps' });
    expect(link).toHaveAttribute('href', MAP_LINK_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('button', { name: 'Show map' })).toBeInTheDocument();
  });

  it("loads the embedded map of the school after 'Show map'", async () => {
    render(<SchoolMap />);
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map showing Hope Academy Higher Secondary School');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', MAP_EMBED_URL);
    expect(MAP_EMBED_URL).toBe('https://www.google.com/maps?q=Hope%20Academy%20Higher%20Secondary%20School%2C%20Lalitpur%2C%20Nepal&output=embed');
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
  });
});
