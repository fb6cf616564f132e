import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import NewsAllPage from './index';

// a news item as the console's list answers it (every field the contract requires), published unless `extra` says
const item = (i: number, extra: Record<string, unknown> = {}) =>
  testAnswer(E.listAllNews, { _id: `n${i}`, title: `News ${i}`, author: 'Office', section: 'Primary', description: 'Body', createdAt: '2026-03-05T10:00:00Z', status: 'published', publishAt: null, ...extra });

describe('/admin/news/all: drafts, schedules and search', () => {
  it('lists every item from /api/news/all with a badge each', async () => {
    mockApi({
      'GET /api/news/all': reply(
        200,
        [item(1, { status: 'draft' }), item(2, { publishAt: '2099-01-01T03:15:00.000Z' }), item(3, { publishAt: '2020-01-01T00:00:00.000Z' })],
        { 'X-Total-Count': '3' },
      ),
    });
    renderRemote(<NewsAllPage />, { signedIn: true });
    const cards = await screen.findAllByTestId('admin-list-item');
    expect(cards.map((c) => within(c).getByTestId('publish-badge').textContent)).toEqual([
      'Draft',
      'Scheduled for 01-Jan-2099 09:00',
      'Published',
    ]);
  });

  it('searches on the server from the first page, with the words in ?q=', async () => {
    const sent = mockApi({
      'GET /api/news/all': ({ href }) => {
        const q = new URL(href).searchParams.get('q');
        return reply(200, q ? [item(7, { title: 'Annual sports day' })] : Array.from({ length: 10 }, (_, i) => item(i + 1)), {
          'X-Total-Count': q ? '1' : '25',
        });
      },
    });
    renderRemote(<NewsAllPage />, { signedIn: true });
    expect(await screen.findByText('News 1')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(sent.some((c) => c.url === '/api/news/all?page=2&limit=10')).toBe(true));

    fireEvent.change(screen.getByLabelText('Search news'), { target: { value: 'annual  sports ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Annual sports day')).toBeInTheDocument();
    expect(sent.map((c) => c.url)).toContain('/api/news/all?page=1&limit=10&q=annual%20%20sports');
    expect(sent.every((c) => c.auth === 'Bearer test-token')).toBe(true);
  });

  it('says when a search finds nothing', async () => {
    mockApi({
      'GET /api/news/all': ({ href }) =>
        new URL(href).searchParams.get('q') ? reply(200, [], { 'X-Total-Count': '0' }) : reply(200, [item(1)], { 'X-Total-Count': '1' }),
    });
    renderRemote(<NewsAllPage />, { signedIn: true });
    expect(await screen.findByText('News 1')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search news'), { target: { value: 'zebra' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Nothing found for "zebra".')).toBeInTheDocument();
  });
});
