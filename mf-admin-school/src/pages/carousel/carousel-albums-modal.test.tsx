import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, imageFile, mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import AlbumsPage from '../albums';
import ModalPage from '../modal';
import CarouselPage from './index';

describe('carousel, album and modal forms (shared admin kit)', () => {
  it('Create Carousel: messages, then the image reference goes into the create call', async () => {
    const calls = mockApi({ 'POST /api/upload': reply(201, '/uploads/slide.png'), 'POST /api/carousel': reply(201, testAnswer(E.createSlide, { _id: 's1' })) });
    renderRemote(<CarouselPage />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Create Carousel' }));
    expect(await screen.findByText('Please provide Title')).toBeInTheDocument();
    expect(screen.getByText('Please Select Image File')).toBeInTheDocument();
    expect(screen.getByText('Please provide Description')).toBeInTheDocument();

    fill(screen.getByLabelText('Title'), 'Open day');
    await userEvent.upload(screen.getByLabelText('Image'), imageFile('slide.png'));
    fill(screen.getByLabelText('Description'), 'Visit us');
    await waitFor(() => expect(screen.queryByText('Please Select Image File')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Create Carousel' }));
    expect(await screen.findByText('Carousel Added Successfully')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/upload?kind=image', 'POST /api/carousel']);
    expect(calls[0].files).toEqual([{ field: 'formFile', name: 'slide.png', type: 'image/png' }]);
    expect(calls[1].body).toEqual({ title: 'Open day', description: 'Visit us', image: '/uploads/slide.png' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it('Add Images: several files upload to /api/uploads and the album carries every reference', async () => {
    let n = 0;
    const calls = mockApi({ 'POST /api/uploads': () => reply(201, [`/uploads/${++n}.png`]), 'POST /api/gallery/albums': reply(201, testAnswer(E.createAlbum, { _id: 'a1' })) });
    const uploads = () => calls.filter((c) => c.url === '/api/uploads');
    renderRemote(<AlbumsPage />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Create Album' }));
    expect(await screen.findByText('Please provide Album Name')).toBeInTheDocument();
    expect(screen.getByText('Please Select Images')).toBeInTheDocument();

    fill(screen.getByLabelText('Album Name'), 'Sports week');
    await userEvent.upload(screen.getByLabelText('Images'), [imageFile('a.png'), imageFile('b.png')]);
    await waitFor(() => expect(uploads()).toHaveLength(2));
    expect(uploads().map((c) => [c.href, c.auth, c.files.map((f) => `${f.field}: ${f.name}`)])).toEqual([
      ['http://api.test/api/uploads', 'Bearer test-token', ['images: a.png']],
      ['http://api.test/api/uploads', 'Bearer test-token', ['images: b.png']],
    ]);
    await waitFor(() => expect(screen.queryByText('Please Select Images')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Create Album' }));
    expect(await screen.findByText('Album Created Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/gallery/albums')?.body).toEqual({ name: 'Sports week', images: ['/uploads/1.png', '/uploads/2.png'] });
  });

  it("Modal: 'Add modal to view here.' when empty; a failed upload says 'Only image can be uploaded'", async () => {
    const calls = mockApi({ 'GET /api/modal': [], 'POST /api/upload': reply(400, { message: 'Only image file can be added.' }) });
    renderRemote(<ModalPage />, { signedIn: true });
    expect(await screen.findByText('Add modal to view here.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Image'), imageFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image can be uploaded');
    expect(screen.getByRole('button', { name: 'Add Modal' })).toBeDisabled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/modal', 'POST /api/upload?kind=image']);
  });
});
