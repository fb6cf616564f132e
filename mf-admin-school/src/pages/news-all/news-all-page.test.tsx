import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import NewsAllPage from './index';

const item = (i: number) => ({
  _id: `n${i}`,
  title: `News ${i}`,
  author: 'Office',
  section: 'Primary',
  description: 'x'.repeat(400),
  image: '',
  user: 'u1',
  createdAt: '2026-03-05T10:00:00Z',
  updatedAt: '2026-03-05T10:00:00Z',
  status: 'published',
  publishAt: null,
});

describe('/admin/news/all', () => {
  it('asks for 10 per page, cuts previews at 299 characters and deletes after confirmation', async () => {
    const sent = mockApi({
      'GET /api/news/all': ({ href }) => {
        const page = new URL(href).searchParams.get('page');
        return reply(200, page === '1' ? Array.from({ length: 10 }, (_, i) => item(i + 1)) : [item(11), item(12)], { 'X-Total-Count': '12' });
      },
      'DELETE /api/news/n11': { message: 'News removed' },
    });
    const requests = () => sent.map((c) => `${c.method} ${c.url}`);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderRemote(<NewsAllPage />, { signedIn: true });

    expect(await screen.findByText('News 1')).toBeInTheDocument();
    expect(requests()[0]).toBe('GET /api/news/all?page=1&limit=10');
    expect(screen.getAllByText(`${'x'.repeat(299)}...`)).toHaveLength(10);

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('News 12')).toBeInTheDocument();
    expect(requests()).toContain('GET /api/news/all?page=2&limit=10');

    fireEvent.click(screen.getAllByRole('button', { name: /Delete/ })[0]);
    expect(confirm).toHaveBeenCalledWith('Are you sure');
    expect(await screen.findByText('News Deleted Successfully')).toBeInTheDocument();
    expect(requests()).toContain('DELETE /api/news/n11');
    await waitFor(() => expect(requests().filter((c) => c === 'GET /api/news/all?page=2&limit=10').length).toBeGreaterThan(1));
    confirm.mockRestore();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    mockApi({ 'GET /api/news/all': [item(1)] });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderRemote(<NewsAllPage />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(confirm).toHaveBeenCalledWith('Are you sure');
    expect(screen.queryByText('News Deleted Successfully')).not.toBeInTheDocument();
    confirm.mockRestore();
  });
});
