import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote, testNotice as notice } from '@school/shared/build/test';
import NoticesAllPage from './index';

describe('/admin/notices/all', () => {
  it('lists drafts too, with badges, and searches on the server', async () => {
    const calls = mockApi({
      'GET /api/notices/all': ({ href }) =>
        new URL(href).searchParams.get('q') === 'exam routine' ? [notice(2, { title: 'Exam routine' })] : [notice(1, { status: 'draft' }), notice(2)],
    });
    renderRemote(<NoticesAllPage />, { signedIn: true });
    const cards = await screen.findAllByTestId('admin-list-item');
    expect(cards.map((c) => within(c).getByTestId('publish-badge').textContent)).toEqual(['Draft', 'Published']);
    fireEvent.change(screen.getByLabelText('Search notices'), { target: { value: ' exam routine ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Exam routine')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('admin-list-item')).toHaveLength(1));
    expect(calls.map((c) => c.url)).toEqual(['/api/notices/all', '/api/notices/all?q=exam%20routine']);
  });
});
