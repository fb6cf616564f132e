import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import AuditPage from './index';

const entry = (i: number) => ({
  _id: `a${i}`,
  createdAt: '2026-03-05T10:00:00Z',
  userId: 'u2',
  userName: 'Gita Rai',
  userEmail: 'gita@school.test',
  method: i % 2 ? 'PUT' : 'DELETE',
  resource: 'news',
  path: `/api/news/n${i}`,
  itemId: `n${i}`,
  status: 200,
  before: i % 2 ? '{"title":"Old"}' : null,
  after: i % 2 ? '{"title":"New"}' : null,
});

describe('Audit screen', () => {
  it('shows who changed what, pages by X-Total-Count and filters by user and resource', async () => {
    const calls = mockApi({
      'GET /api/audit': (call) => {
        const page = Number(new URL(call.href).searchParams.get('page'));
        return reply(200, page === 2 ? [entry(21)] : [entry(1), entry(2)], { 'X-Total-Count': '21' });
      },
    });
    renderRemote(<AuditPage />, { signedIn: true });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('n1')).toBeInTheDocument();
    expect(within(table).getByText('PUT news')).toBeInTheDocument();
    expect(within(table).getByText('before: {"title":"Old"}')).toBeInTheDocument();
    expect(within(table).getByText('after: {"title":"New"}')).toBeInTheDocument();
    expect(within(table).getAllByText('Gita Rai <gita@school.test>')).toHaveLength(2);
    expect(calls[0]!.url).toBe('/api/audit?page=1&limit=20');

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('n21')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/audit?page=2&limit=20');

    fill(screen.getByRole('searchbox', { name: 'User' }), 'gita');
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'User' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/audit?page=1&limit=20&user=gita'));
    fill(screen.getByRole('searchbox', { name: 'Resource' }), 'gallery');
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Resource' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/audit?page=1&limit=20&user=gita&resource=gallery'));
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/audit': reply(200, [], { 'X-Total-Count': '0' }) });
    renderRemote(<AuditPage />, { signedIn: true });
    expect(await screen.findByText('Nothing recorded')).toBeInTheDocument();
  });
});
