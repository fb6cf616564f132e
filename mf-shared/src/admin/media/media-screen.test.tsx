import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import type { MediaItem } from '@school/shared/contract';
import { FileFormItem } from '../components/file-form-item';
import { MediaScreen } from './media-screen';

const item = (over: Partial<MediaItem>): MediaItem => ({
  _id: 'm1',
  url: '/uploads/0123456789abcdef0123456789abcdef.png',
  type: 'image',
  mime: 'image/png',
  size: 20480,
  width: 800,
  height: 600,
  originalName: 'gate.png',
  alt: '',
  ne: { alt: '' },
  caption: '',
  focalPoint: { x: 0.5, y: 0.5 },
  createdAt: '2026-11-01T10:00:00.000Z',
  usage: 2,
  ...over,
});

const GATE = item({});
const PROSPECTUS = item({ _id: 'm2', url: '/uploads/fedcba9876543210fedcba9876543210.pdf', type: 'document', mime: 'application/pdf', originalName: 'prospectus.pdf', alt: 'Prospectus', usage: 0, width: undefined, height: undefined });
// a fixture item leaves out the optional sizes it does not have
const { width: _w, height: _h, ...PROSPECTUS_ITEM } = PROSPECTUS;

describe('Media screen (issue 32)', () => {
  it('lists the library, searches it, sets alt text and the focal point by a click, and shows the 409 of a used file', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const calls = mockApi({
      'GET /api/media': (c) => (c.url.includes('q=gate') ? [GATE] : [GATE, PROSPECTUS_ITEM]),
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
