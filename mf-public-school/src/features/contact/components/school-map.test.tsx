import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, TEST_SITE_FACTS } from '@school/shared/build/test';
import { SchoolMap } from './school-map';

const EMBED = 'https://www.google.com/maps?q=Hope%20Academy%20Higher%20Secondary%20School%2C%20Lalitpur%2C%20Nepal&output=embed';
const LINK = 'https://www.google.com/maps/search/?api=1&query=Hope%20Academy%20Higher%20Secondary%20School%2C%20Lalitpur%2C%20Nepal';

describe('SchoolMap', () => {
  it("shows the address, a new-tab link and a 'Show map' button, and no Google frame before the click", () => {
    const { container } = renderRemote(<SchoolMap />, { plainRouter: true });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Bhimsen Marg, Lalitpur-3, Nepal')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open Bhimsen Marg, Lalitpur-3, Nepal in Google Maps' });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('button', { name: 'Show map' })).toBeInTheDocument();
  });

  it("loads the embedded map of the school after 'Show map'", async () => {
    renderRemote(<SchoolMap />, { plainRouter: true });
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map showing Hope Academy Higher Secondary School');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', EMBED);
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
  });

  it("follows the settings (issue 31): another school's name and address, or its map point", async () => {
    const school = { ...TEST_SITE_FACTS.school, name: 'Valley School', address: 'Ring Road, Pokhara-8, Nepal' };
    const { unmount } = renderRemote(<SchoolMap />, { plainRouter: true, settings: { school } });
    expect(screen.getByRole('link', { name: 'Open Ring Road, Pokhara-8, Nepal in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Valley%20School%2C%20Pokhara%2C%20Nepal',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle('Map showing Valley School')).toBeInTheDocument();
    unmount();
    renderRemote(<SchoolMap />, { plainRouter: true, settings: { school: { ...school, map: { lat: 28.2, lng: 83.98, label: 'Campus' } } } });
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=28.2%2C83.98');
  });
});
