import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, TEST_SITE_FACTS } from '@school/shared/build/test';
import { LocationMap } from './location-map';

const MAP_EMBED_URL = 'https://www.google.com/maps?q=Lalitpur%2C%20Nepal&output=embed';
const MAP_LINK_URL = 'https://www.google.com/maps/search/?api=1&query=Lalitpur%2C%20Nepal';
const render = (ui: React.ReactElement, settings = {}) => renderRemote(ui, { plainRouter: true, settings, site: 'women' });

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('LocationMap', () => {
  it("shows no Google frame until 'Show map', then the embedded map; the plain link is always there", async () => {
    setOnline(true);
    render(<LocationMap />);
    expect(screen.queryByTitle(/Map showing/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location-map').querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toHaveAttribute('href', MAP_LINK_URL);

    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle(/Map showing Hope Women’s Centre/)).toHaveAttribute('src', MAP_EMBED_URL);
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toHaveAttribute('href', MAP_LINK_URL);
  });

  it('offline, offers the note and the link instead of the button', () => {
    setOnline(false);
    render(<LocationMap />);
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
    expect(screen.getByTestId('map-offline')).toHaveTextContent('The map cannot be shown while you are offline.');
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toBeInTheDocument();
  });

  it('drops a shown map for the note when the browser goes offline, and brings it back', async () => {
    render(<LocationMap />);
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle(/Map showing/)).toBeInTheDocument();
    setOnline(false);
    expect(screen.queryByTitle(/Map showing/)).not.toBeInTheDocument();
    expect(screen.getByTestId('map-offline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toBeInTheDocument();
    setOnline(true);
    expect(screen.getByTitle(/Map showing/)).toBeInTheDocument();
  });

  it("follows the centre's settings (issue 31): its map point and its name", async () => {
    setOnline(true);
    render(<LocationMap />, { women: { ...TEST_SITE_FACTS.women, name: 'Valley Women’s Centre', map: { lat: 28.2, lng: 83.98, label: 'Centre' } } });
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=28.2%2C83.98');
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle(/Map showing Valley Women’s Centre/)).toHaveAttribute('src', 'https://www.google.com/maps?q=28.2%2C83.98&output=embed');
  });
});
