import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationMap, MAP_EMBED_URL, MAP_LINK_URL } from './location-map';

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
    expect(MAP_EMBED_URL).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
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
});
