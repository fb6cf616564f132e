import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { fill, mockApi, renderRemote, reply, testMediaItem } from '@school/shared/build/test';
import type { MediaItem } from '@school/shared/contract';
import { FileFormItem } from '../components/file-form-item';
import { MediaScreen } from './media-screen';

const item = (over: Partial<MediaItem>) => testMediaItem({ alt: '', usage: 2, ...over });

const GATE = item({});
const PROSPECTUS = item({ _id: 'm2', url: '/uploads/fedcba9876543210fedcba9876543210.pdf', type: 'document', mime: 'application/pdf', originalName: 'prospectus.pdf', alt: 'Prospectus', usage: 0, width: undefined, height: undefined });

describe('Media screen (issue 32)', () => {
  it('lists the library, searches it, sets alt text and the focal point by a click, and shows the 409 of a used file', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const calls = mockApi({
      'GET /api/media': (c) => (c.url.includes('q=gate') ? [GATE] : [GATE, PROSPECTUS]),
      'PATCH /api/media/m1': { ...GATE, alt: 'Students at the gate', ne: { alt: 'ढोका' }, focalPoint: { x: 0.25, y: 0.2 } },
      'GET /api/media/m1/usage': [{ resource: 'news', _id: 'n1', title: 'Sports day' }, { resource: 'events', _id: 'e1', title: 'Open day' }],
      'DELETE /api/media/m1': reply(409, { message: 'This file is used by 2 items; remove it from them first', usage: [] }),
    });
    renderRemote(<MediaScreen site="women" />, { signedIn: true, site: 'women' });
    const grid = await screen.findByRole('list', { name: 'Media items' });
    expect(within(grid).getAllByRole('button')).toHaveLength(2);
    expect(within(grid).getByRole('button', { name: /^Open gate\.png/ })).toHaveTextContent('Used by 2');
    expect(within(grid).getByRole('button', { name: /^Open gate\.png/ })).toHaveTextContent('No alt text');
    expect(calls[0]?.url).toBe('/api/media?site=women&page=1&limit=24');

    const search = screen.getByRole('searchbox', { name: 'Search media' });
    fill(search, 'gate');
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Media items' })).getAllByRole('button')).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe('/api/media?site=women&page=1&limit=24&q=gate');

    fireEvent.click(screen.getByRole('button', { name: /^Open gate\.png/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Sports day')).toBeInTheDocument();
    const picture = within(drawer).getByRole('button', { name: /^Focal point at 50% across, 50% down/ });
    picture.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(picture, { clientX: 50, clientY: 20 });
    expect(within(drawer).getByRole('button', { name: /^Focal point at 25% across, 20% down/ })).toBeInTheDocument();
    expect(within(drawer).getByTestId('media-crop')).toHaveStyle({ backgroundPosition: '25% 20%' });
    fill(within(drawer).getByLabelText('Alt text'), 'Students at the gate');
    fill(within(drawer).getByLabelText('Alt text (Nepali)'), 'ढोका');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Media item saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ alt: 'Students at the gate', ne: { alt: 'ढोका' }, caption: '', focalPoint: { x: 0.25, y: 0.2 } });

    fireEvent.click(within(drawer).getByRole('button', { name: /Delete file/ }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('This file is used by 2 items; remove it from them first');
  });

  it('the drawer replaces the file with a PUT of the new one, saying how many items will show it', async () => {
    const NEW = { ...GATE, url: '/uploads/00000000000000000000000000000001.png', originalName: 'gate-2.png' };
    let replaced = false;
    const calls = mockApi({
      'GET /api/media': () => [replaced ? NEW : GATE],
      'GET /api/media/m1/usage': [],
      'PUT /api/media/m1/file': () => {
        replaced = true;
        return NEW;
      },
    });
    renderRemote(<MediaScreen site="school" />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /^Open gate\.png/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/The 2 items using it will show the new file/)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Replace file/ })).toBeInTheDocument();
    const input = drawer.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['new'], 'gate-2.png', { type: 'image/png' })] } });
    expect(await screen.findByText('File replaced')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]).toMatchObject({ url: '/api/media/m1/file', auth: 'Bearer test-token', files: [{ field: 'file', name: 'gate-2.png', type: 'image/png' }] });
    // the library reloads: the drawer links the new file
    expect(await within(drawer).findByRole('link', { name: 'gate-2.png' })).toHaveAttribute('href', expect.stringContaining(NEW.url));
  });

  it('a form\'s file field picks an image from the library instead of uploading; an image without alt text is flagged', async () => {
    mockApi({ 'GET /api/media': [GATE] });
    const saved = jest.fn();
    renderRemote(
      <Form onFinish={saved}>
        <FileFormItem name="image" label="Image" kind="image" errorText="Only image file can be added." />
        <Button htmlType="submit">Submit</Button>
      </Form>,
      { signedIn: true },
    );
    fireEvent.click(screen.getByRole('button', { name: /Choose from library/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Choose gate\.png/ }));
    expect(await screen.findByTestId('library-choice')).toHaveTextContent('From the library: gate.png');
    expect(screen.getByText(/has no alt text yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ image: GATE.url }));
  });
});
