import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile, mockApi, mockUploads, renderAdmin, fill } from '../../test/render';
import AlbumsPage from '../albums';
import ModalPage from '../modal';
import CarouselPage from './index';

describe('carousel, album and modal forms (shared admin kit)', () => {
  it('Create Carousel: messages, then the image reference goes into the create call', async () => {
    const calls = mockApi({ 'POST /api/carousel': [201, { _id: 's1' }] });
    mockUploads(() => [201, '/uploads/slide.png']);
    renderAdmin(<CarouselPage />);
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
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Open day', description: 'Visit us', image: '/uploads/slide.png' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it('Add Images: several files upload to /api/uploads and the album carries every reference', async () => {
    const calls = mockApi({ 'POST /api/gallery/albums': [201, { _id: 'a1' }] });
    let n = 0;
    const uploads = mockUploads(() => [201, [`/uploads/${++n}.png`]]);
    renderAdmin(<AlbumsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Album' }));
    expect(await screen.findByText('Please provide Album Name')).toBeInTheDocument();
    expect(screen.getByText('Please Select Images')).toBeInTheDocument();

    fill(screen.getByLabelText('Album Name'), 'Sports week');
    await userEvent.upload(screen.getByLabelText('Images'), [imageFile('a.png'), imageFile('b.png')]);
    await waitFor(() => expect(uploads.calls).toHaveLength(2));
    expect(uploads.calls.every((c) => c.url === 'http://api.test/api/uploads' && c.field === 'images')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Please Select Images')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Create Album' }));
    expect(await screen.findByText('Album Created Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Sports week', images: ['/uploads/1.png', '/uploads/2.png'] });
  });

  it("Modal: 'Add modal to view here.' when empty; a failed upload says 'Only image can be uploaded'", async () => {
    mockApi({ 'GET /api/modal': [] });
    mockUploads(() => [400, { message: 'Only image file can be added.' }]);
    renderAdmin(<ModalPage />);
    expect(await screen.findByText('Add modal to view here.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Image'), imageFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image can be uploaded');
    expect(screen.getByRole('button', { name: 'Add Modal' })).toBeDisabled();
  });
});
