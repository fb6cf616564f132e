import { act, render, screen } from '@testing-library/react';
import { LocationMap, MAP_LINK_URL } from './location-map';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('LocationMap', () => {
  it('embeds the map when online and always offers the plain link', () => {
    setOnline(true);
    render(<LocationMap />);
    expect(screen.getByTitle(/Map showing Hope Women’s Centre/)).toHaveAttribute('src', expect.stringContaining('output=embed'));
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toHaveAttribute('href', MAP_LINK_URL);
  });

  it('drops the frame for a link when the browser goes offline, and brings it back', () => {
    render(<LocationMap />);
    setOnline(false);
    expect(screen.queryByTitle(/Map showing/)).not.toBeInTheDocument();
    expect(screen.getByTestId('map-offline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /in Google Maps/ })).toBeInTheDocument();
    setOnline(true);
    expect(screen.getByTitle(/Map showing/)).toBeInTheDocument();
  });
});
