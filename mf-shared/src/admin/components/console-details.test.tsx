import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, imageFile, mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { AlbumCards } from './album-cards';
import { CarouselForm } from './carousel-form';
import { CONTENT_ENDPOINTS as E, CONTENT_RESOURCES as R } from '@school/shared/contract';

describe('console details (issue 38)', () => {
  it("album cards count their images in words: '1 image', '2 images'", async () => {
    mockApi({
      'GET /api/gallery/albums': [
        { _id: 'a1', name: 'One', images: ['/uploads/1.png'], createdAt: '2026-01-01T00:00:00Z' },
        { _id: 'a2', name: 'Two', images: ['/uploads/1.png', '/uploads/2.png'], createdAt: '2026-01-01T00:00:00Z' },
      ],
    });
    renderRemote(<AlbumCards resource={R.albums} detailBase="/admin/albums/all" />, { signedIn: true });
    expect(await screen.findByText(/· 1 image$/)).toBeInTheDocument();
    expect(screen.getByText(/· 2 images$/)).toBeInTheDocument();
  });

  it('a slide picture narrower than the 1280 px it fills is warned about, and still accepted', async () => {
    const original = globalThis.createImageBitmap;
    globalThis.createImageBitmap = (async () => ({ width: 7, height: 7, close: () => undefined })) as unknown as typeof createImageBitmap;
    try {
      const calls = mockApi({
        'POST /api/upload': reply(201, '/uploads/tiny.png'),
        'POST /api/carousel': reply(201, testAnswer(E.createSlide, { _id: 'c1', title: 'Welcome' })),
      });
      renderRemote(<CarouselForm resource={R.carousel} />, { signedIn: true });
      fill(screen.getByLabelText('Title'), 'Welcome');
      fill(screen.getByLabelText('Description'), 'Hello');
      await userEvent.upload(screen.getByLabelText('Image'), imageFile('tiny.png'));
      expect(await screen.findByRole('status')).toHaveTextContent('tiny.png is 7 px wide, narrower than the 1280 px it fills on the site: it will look blurred.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Create Carousel' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Create Carousel' }));
      expect(await screen.findByText('Carousel Added Successfully')).toBeInTheDocument();
      expect(calls.find((c) => c.url === '/api/carousel')?.body).toMatchObject({ image: '/uploads/tiny.png' });
    } finally {
      globalThis.createImageBitmap = original;
    }
  });
});
