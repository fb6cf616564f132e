import { screen, waitFor } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply, testNotice as notice } from '@school/shared/build/test';
import NoticePage from './notice-page';

describe('NoticePage search', () => {
  it('searches on the server, keeps the words in the URL and starts from page 1', async () => {
    const calls = mockApi({
      'GET /api/notices': ({ href }) =>
        new URL(href).searchParams.get('q') ? reply(200, [notice(5, { title: 'Exam routine' })], { 'X-Total-Count': '1' }) : reply(200, [notice(11)], { 'X-Total-Count': '11' }),
    });
    const { router } = renderRemote(<NoticePage />, { route: '/notice?page=2' });
    expect(await screen.findByText('Notice 11')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/notices?page=2&limit=10');
    fill(screen.getByLabelText('Search notices'), 'exam routine');
    expect(await screen.findByText('Exam routine')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/notices?page=1&limit=10&q=exam%20routine');
    await waitFor(() => expect(router.state.location.search).toBe('?q=exam+routine'));
  });

  it('opens a shared link with ?q= searching at once, and says when nothing matches', async () => {
    const calls = mockApi({ 'GET /api/notices': reply(200, [], { 'X-Total-Count': '0' }) });
    renderRemote(<NoticePage />, { route: '/notice?q=zebra' });
    expect(await screen.findByText('No notice matches "zebra".')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/notices?page=1&limit=10&q=zebra');
  });
});
