import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
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
    const save = () => calls.find((c) => c.method === 'PUT' && c.url === '/api/news/n9');
    await waitFor(() => expect(save()).toBeDefined());
    expect(save()?.body).toEqual({
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

  it('says who else is editing, waits for Take over, sends back the updatedAt it loaded, and offers Reload on a 409', async () => {
    const stale = 'This item was changed by someone else after you opened it. Reload it to see their changes, then save again.';
    let taken = false;
    const calls = mockApi({
      'GET /api/news/all/n9': draft,
      'PUT /api/editing/news/n9': ({ body }) => {
        if (body && typeof body === 'object' && 'takeOver' in body) taken = true;
        return { since: '2026-11-27T05:00:00.000Z', others: taken ? [] : [{ name: 'Sita Sharma', since: '2026-11-27T04:57:00.000Z' }] };
      },
      'DELETE /api/editing/news/n9': { message: 'Left the form' },
      'PUT /api/news/n9': reply(409, { message: stale }),
    });
    renderRemote(<NewsEditPage />, { route: '/admin/news/n9/edit', path: '/admin/news/:id/edit', signedIn: true });
    expect(await screen.findByText('Sita Sharma is editing since 10:42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update News' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update News' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Update News' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/news/n9')?.headers['if-unmodified-since']).toBe('2026-03-05T10:00:00Z');
    const gets = calls.filter((c) => c.url === '/api/news/all/n9').length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/news/all/n9').length).toBe(gets + 1));
  });
});
