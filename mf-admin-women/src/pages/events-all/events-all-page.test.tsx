import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import EventsAllPage from './index';

const event = (i: number, extra: Record<string, unknown> = {}) => ({
  _id: `e${i}`,
  title: `Event ${i}`,
  description: 'Text',
  startDate: '2099-03-05',
  endDate: '2099-03-06',
  createdAt: '2026-03-05T10:00:00Z',
  status: 'published',
  publishAt: null,
  ...extra,
});

describe("/admin/events/all (women's centre)", () => {
  it('lists every event from the console call with badges, searches, and deletes at the SPEC path', async () => {
    const calls = mockApi({
      'GET /api/events/sub-domain/all': ({ href }) =>
        new URL(href).searchParams.get('q')
          ? reply(200, [event(2, { title: 'Health camp' })], { 'X-Total-Count': '1' })
          : reply(200, [event(1, { status: 'draft' }), event(2, { title: 'Health camp' })], { 'X-Total-Count': '2' }),
      'DELETE /api/events/sub-domain/e2': { message: 'Event removed' },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderRemote(<EventsAllPage />, { signedIn: true });
    const cards = await screen.findAllByTestId('admin-list-item');
    expect(cards.map((c) => within(c).getByTestId('publish-badge').textContent)).toEqual(['Draft', 'Published']);
    expect(calls[0].url).toBe('/api/events/sub-domain/all?page=1&limit=10');

    fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'camp' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.getAllByTestId('admin-list-item')).toHaveLength(1));
    expect(calls.map((c) => c.url)).toContain('/api/events/sub-domain/all?page=1&limit=10&q=camp');

    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Event Deleted Successfully')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /api/events/sub-domain/e2');
    confirm.mockRestore();
  });
});
