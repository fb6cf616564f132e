import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote } from '@school/shared/build/test';
import NewsEditPage from './index';

const draft = {
  _id: 'n9',
  title: 'Hidden',
  author: 'Office',
  section: 'Primary',
  description: 'Not yet',
  image: '',
  createdAt: '2026-03-05T10:00:00Z',
  updatedAt: '2026-03-05T10:00:00Z',
  user: 'u1',
  status: 'draft',
  publishAt: '2026-12-04T04:15:00.000Z',
};

describe('/admin/news/:id/edit of a draft', () => {
  it('reads the draft from the console call, shows its status and time, and publishes it', async () => {
    const calls = mockApi({ 'GET /api/news/all/n9': draft, 'PUT /api/news/n9': { ...draft, status: 'published' } });
    renderRemote(<NewsEditPage />, { route: '/admin/news/n9/edit', path: '/admin/news/:id/edit', signedIn: true });
    expect(await screen.findByDisplayValue('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Draft' })).toBeChecked();
    expect(screen.getByLabelText('Publish at')).toHaveValue('2026-12-04T10:00');
    fireEvent.click(screen.getByRole('radio', { name: 'Published' }));
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update News' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      news: { newsId: 'n9', title: 'Hidden', author: 'Office', description: 'Not yet', section: 'Primary', image: '', status: 'published', publishAt: null },
    });
    expect(calls[0].url).toBe('/api/news/all/n9');
  });

  it('names the first section as the add form does, also for an item a SPEC client stored as Pre-School', async () => {
    mockApi({ 'GET /api/news/all/n9': { ...draft, section: 'Pre-School' } });
    renderRemote(<NewsEditPage />, { route: '/admin/news/n9/edit', path: '/admin/news/:id/edit', signedIn: true });
    expect(await screen.findByDisplayValue('Hidden')).toBeInTheDocument();
    expect(screen.getByTitle('Preschool')).toBeInTheDocument();
    expect(screen.queryByText('Pre-School')).not.toBeInTheDocument();
  });
});
