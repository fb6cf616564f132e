import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderAdmin } from '../../test/render';
import NewsAllPage from './index';

const item = (i: number) => ({
  _id: `n${i}`,
  title: `News ${i}`,
  author: 'Office',
  section: 'Primary',
  description: 'x'.repeat(400),
  image: '',
  createdAt: '2026-03-05T10:00:00Z',
});

describe('/admin/news/all', () => {
  it('asks for 10 per page, cuts previews at 299 characters and deletes after confirmation', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const req = input as Request;
      calls.push(`${req.method} ${new URL(req.url).pathname}${new URL(req.url).search}`);
      if (req.method === 'DELETE') return new Response(JSON.stringify({ message: 'News removed' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      const page = Number(new URL(req.url).searchParams.get('page'));
      const items = page === 1 ? Array.from({ length: 10 }, (_, i) => item(i + 1)) : [item(11), item(12)];
      return new Response(JSON.stringify(items), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '12' } });
    }) as unknown as typeof fetch;
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(<NewsAllPage />);

    expect(await screen.findByText('News 1')).toBeInTheDocument();
    expect(calls[0]).toBe('GET /api/news?page=1&limit=10');
    expect(screen.getAllByText(`${'x'.repeat(299)}...`)).toHaveLength(10);

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('News 12')).toBeInTheDocument();
    expect(calls).toContain('GET /api/news?page=2&limit=10');

    fireEvent.click(screen.getAllByRole('button', { name: /Delete/ })[0]);
    expect(confirm).toHaveBeenCalledWith('Are you sure');
    expect(await screen.findByText('News Deleted Successfully')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/news/n11');
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/news?page=2&limit=10').length).toBeGreaterThan(1));
    confirm.mockRestore();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    mockApi({ 'GET /api/news': [item(1)] });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderAdmin(<NewsAllPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(confirm).toHaveBeenCalledWith('Are you sure');
    expect(screen.queryByText('News Deleted Successfully')).not.toBeInTheDocument();
    confirm.mockRestore();
  });
});
