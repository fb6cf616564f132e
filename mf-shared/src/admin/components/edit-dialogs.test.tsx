import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, imageFile, listStore, mockApi, putsOf, renderRemote, reply } from '@school/shared/build/test';
import { AlbumCards } from './album-cards';
import { AlbumDetail } from './album-detail';
import { CarouselList } from './carousel-list';
import { ModalForm } from './modal-form';
import { ModalPreview } from './modal-preview';
import { PersonSection } from './person-section';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';

describe('edit dialogs of the shared console screens (issue 14)', () => {
  it('carousel: Edit opens the create form prefilled; saving sends only the form fields (no image kept = none sent) and the list shows the change', async () => {
    const slides = listStore([{ _id: 's1', title: 'Welcome', description: 'Hello', image: '/uploads/a.png', createdAt: '2026-01-01' }]);
    const calls = mockApi({ 'GET /api/carousel/sub-domain': slides.list, 'PUT /api/carousel/sub-domain/s1': slides.put });
    renderRemote(<CarouselList resource={R.womenCarousel} />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carousel' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Welcome');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Hello');
    expect(within(dialog).getByTestId('current-image')).toBeInTheDocument();

    fill(within(dialog).getByLabelText('Title'), 'Welcome back');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Carousel Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)).toMatchObject([{ url: '/api/carousel/sub-domain/s1', body: { title: 'Welcome back', description: 'Hello' }, auth: 'Bearer test-token' }]);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Carousel' })).not.toBeInTheDocument());
  });

  it('carousel: a new image replaces the old one; a refusal shows the server message and keeps the dialog open', async () => {
    const calls = mockApi({
      'GET /api/carousel': [{ _id: 's1', title: 'Welcome', description: 'Hello', image: '/uploads/a.png', createdAt: '2026-01-01' }],
      'POST /api/upload': reply(201, '/uploads/b.png'),
      'PUT /api/carousel/s1': reply(400, { message: 'image: no uploaded file at this path; upload the file first' }),
    });
    renderRemote(<CarouselList resource={R.carousel} />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carousel' });
    await userEvent.upload(within(dialog).getByLabelText('Image'), imageFile('b.png'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('image: no uploaded file at this path; upload the file first')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ title: 'Welcome', description: 'Hello', image: '/uploads/b.png' });
  });

  it('albums: rename, untick a photo and add one; the PUT carries the whole new list', async () => {
    const albums = listStore([{ _id: 'a1', name: 'Trip', images: ['/uploads/1.png', '/uploads/2.png'], createdAt: '2026-01-01' }]);
    const calls = mockApi({
      'GET /api/gallery/albums': albums.list,
      'POST /api/uploads': reply(201, ['/uploads/3.png']),
      'PUT /api/gallery/albums/a1': albums.put,
    });
    renderRemote(<AlbumCards resource={R.albums} detailBase="/admin/albums/all" />, { signedIn: true });
    expect(await screen.findByText(/2 images/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Album' });
    expect(within(dialog).getByLabelText('Album Name')).toHaveValue('Trip');
    const keep2 = within(dialog).getByRole('checkbox', { name: 'Keep photo 2' });
    expect(keep2).toBeChecked();
    fireEvent.click(keep2);
    fill(within(dialog).getByLabelText('Album Name'), 'School trip');
    await userEvent.upload(within(dialog).getByLabelText('Add images'), imageFile('3.png'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/uploads')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Album Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ name: 'School trip', images: ['/uploads/1.png', '/uploads/3.png'] });
    expect(await screen.findByText('School trip')).toBeInTheDocument();
  });

  it("an album's own page has Edit too; the page shows the new name", async () => {
    let album = { _id: 'a1', name: 'Trip', images: ['/uploads/1.png'], createdAt: '2026-01-01' };
    const calls = mockApi({
      'GET /api/gallery/a1': () => album,
      'PUT /api/gallery/a1': (call) => (album = { ...album, ...(call.body as object) }),
    });
    renderRemote(<AlbumDetail resource={R.womenAlbums} id="a1" backTo="/admin/albums/all" />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Album' });
    fill(within(dialog).getByLabelText('Album Name'), 'Outreach trip');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Album Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ name: 'Outreach trip', images: ['/uploads/1.png'] });
    expect(await screen.findByRole('heading', { name: 'Outreach trip' })).toBeInTheDocument();
  });

  it('albums: taking every photo out without adding one is refused before any call', async () => {
    const calls = mockApi({ 'GET /api/gallery': [{ _id: 'a1', name: 'Trip', images: ['/uploads/1.png'], createdAt: '2026-01-01' }] });
    renderRemote(<AlbumCards resource={R.womenAlbums} detailBase="/admin/albums/all" />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Album' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep photo 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('An album needs at least one image')).toBeInTheDocument();
    expect(putsOf(calls)).toHaveLength(0);
  });

  it("women's modal: Edit (beside the add form, as on the page) uploads through upload-blur and sends the new image with its thumbnail", async () => {
    const calls = mockApi({
      'GET /api/modal/sub-domain': [{ _id: 'm1', image: '/uploads/old.png', thumbnail: '/uploads/old.blur.webp', createdAt: '2026-01-01' }],
      'POST /api/upload-blur': reply(201, { originalImageURL: '/uploads/new.png', blurredImageURL: '/uploads/new.blur.webp' }),
      'PUT /api/modal/sub-domain/m1': { _id: 'm1', image: '/uploads/new.png', thumbnail: '/uploads/new.blur.webp', createdAt: '2026-01-01' },
    });
    renderRemote(
      <>
        <ModalForm resource={R.womenModal} blur />
        <ModalPreview resource={R.womenModal} blur />
      </>,
      { signedIn: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit current modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Modal' });
    await userEvent.upload(within(dialog).getByLabelText('Image'), imageFile('new.png'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Modal Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]).toMatchObject({ url: '/api/modal/sub-domain/m1', body: { image: '/uploads/new.png', thumbnail: '/uploads/new.blur.webp' } });
  });

  it('testimonials: Edit on a card sends the changed message to the PUT of its own list', async () => {
    const people = listStore([{ _id: 't1', fullName: 'Asmita', desc: 'Grade 8', image: '/uploads/p.png', message: 'Great library', createdAt: '2026-01-01' }]);
    const calls = mockApi({
      'GET /api/testimonials/students': () => [{ students: people.list() }],
      'PUT /api/testimonials/students/t1': people.put,
    });
    renderRemote(
      <PersonSection<Array<{ students: ReturnType<typeof people.list> }>>
        heading="Students"
        resource={{ ...R.studentTestimonials, list: R.studentTestimonials.wrappedList }}
        dialog={{ title: 'Add Student Testimonial', successText: 'Testimonial Added Successfully', withMessage: true }}
        carousel={{
          select: (d) => d[0]?.students ?? [],
          deleteText: 'Testimonial Deleted Successfully',
          empty: 'Students Testimonial is Empty......',
          label: 'Students',
        }}
      />,
      { signedIn: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Asmita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Asmita' });
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Great library');
    fill(within(dialog).getByLabelText('Message'), 'Great library and lab');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Testimonial Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ fullName: 'Asmita', desc: 'Grade 8', message: 'Great library and lab' });
    expect(await screen.findByText('“Great library and lab”')).toBeInTheDocument();
  });
});
