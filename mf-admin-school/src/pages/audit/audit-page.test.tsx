import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import AuditPage from './index';

const entry = (i: number, change: Record<string, unknown> = {}) => ({
  _id: `a${i}`,
  createdAt: '2026-03-05T10:00:00Z',
  userId: 'u2',
  userName: 'Maya Gurung',
  userEmail: 'maya@school.test',
  method: 'PUT',
  resource: 'events',
  path: `/api/events/e${i}`,
  itemId: `e${i}`,
  status: 200,
  before: '{"title":"Open day"}',
  after: '{"title":"Open day!"}',
  label: 'Open day',
  fields: ['title', 'date'],
  ...change,
});

const users = [
  { _id: 'u1', name: 'Test Admin', email: 'admin@school.test', role: 'admin', disabled: false, mustChangePassword: false, createdAt: '2026-01-01T00:00:00Z' },
  { _id: 'u2', name: 'Maya Gurung', email: 'maya@school.test', role: 'editor', disabled: false, mustChangePassword: false, createdAt: '2026-01-01T00:00:00Z' },
];

/** Picks an option of the antd Select labelled `name`. */
async function choose(name: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Audit screen', () => {
  it('reads as sentences, keeps the raw change behind a toggle, pages by X-Total-Count and filters by person and kind', async () => {
    const calls = mockApi({
      'GET /api/users': reply(200, users),
      'GET /api/audit': (call) => {
        const page = Number(new URL(call.href).searchParams.get('page'));
        return reply(200, page === 2
          ? [entry(21, { method: 'DELETE', resource: 'gallery/albums', label: 'Sports week', fields: [], before: '{"name":"Sports week"}', after: null })]
          : [entry(1), entry(2, { method: 'POST', resource: 'news', label: 'Results out', fields: [], before: null })], { 'X-Total-Count': '21' });
      },
    });
    renderRemote(<AuditPage />, { signedIn: true });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Maya Gurung edited the event "Open day" (title, date)')).toBeInTheDocument();
    expect(within(table).getByText('Maya Gurung added the news item "Results out"')).toBeInTheDocument();
    // the raw change only on asking
    expect(within(table).queryByText('before: {"title":"Open day"}')).not.toBeInTheDocument();
    fireEvent.click(within(table).getAllByRole('button', { name: 'Show change' })[0]!);
    expect(within(table).getByText('before: {"title":"Open day"}')).toBeInTheDocument();
    expect(within(table).getByText('after: {"title":"Open day!"}')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Hide change' }));
    expect(within(table).queryByText('before: {"title":"Open day"}')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/audit'))!.url).toBe('/api/audit?page=1&limit=20');

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Maya Gurung deleted the album "Sports week"')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/audit?page=2&limit=20');

    await choose('Person', 'Maya Gurung (maya@school.test)');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/audit?page=1&limit=20&user=u2'));
    await choose('Kind', 'Event');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/audit?page=1&limit=20&user=u2&kind=events'));
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/audit': reply(200, [], { 'X-Total-Count': '0' }), 'GET /api/users': reply(200, users) });
    renderRemote(<AuditPage />, { signedIn: true });
    expect(await screen.findByText('Nothing recorded')).toBeInTheDocument();
  });
});
