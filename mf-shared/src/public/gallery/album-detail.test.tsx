import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { AlbumDetail } from './album-detail';

const album = { _id: 'a1', name: 'Sports week', images: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'], createdAt: '2026-11-01T05:00:00.000Z' };

describe('AlbumDetail', () => {
  it('fetches the first photo at once and first (the largest paint on a phone), the others lazily', () => {
    mockApi();
    renderRemote(<AlbumDetail album={album} backTo="/gallery/albums" />);
    const [first, ...rest] = within(screen.getByRole('list', { name: 'Photos of Sports week' })).getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest).toHaveLength(2);
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});

describe('AlbumDetail lightbox', () => {
  it('names close, previous and next, offers zoom, and has no flip or rotate tools', async () => {
    // the photos are files under the API's origin; the lightbox asks the API for nothing
    const calls = mockApi();
    renderRemote(<AlbumDetail album={album} backTo="/gallery/albums" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 3 in the viewer' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    const lightbox = close.closest('.ant-image-preview') as HTMLElement;
    expect(lightbox).not.toBeNull();
    const names = within(lightbox)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(expect.arrayContaining(['Close', 'Previous photo', 'Next photo', 'Zoom out', 'Zoom in']));
    expect(names.join(' ')).not.toMatch(/flip|rotate/i);
    expect(within(lightbox).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    fireEvent.click(within(lightbox).getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(within(lightbox).getByRole('button', { name: 'Zoom out' })).toBeEnabled());
    expect(within(lightbox).getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sports week, photo 2 of 3' })).toBeInTheDocument();
    fireEvent.click(within(lightbox).getByRole('button', { name: 'Next photo' }));
    expect(within(lightbox).getByText('3 / 3')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
