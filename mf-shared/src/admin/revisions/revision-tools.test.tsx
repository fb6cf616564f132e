import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { RevisionTools } from './revision-tools';

const NOW = { _id: 'n1', title: 'Results corrected', author: 'Office', description: 'All passed', updatedAt: '2026-11-02T10:00:00Z' };
const THEN = { _id: 'n1', title: 'Results out', author: 'Office', description: 'All passed', updatedAt: '2026-11-01T10:00:00Z' };
/** The row of the comparison a field's header is in. */
function rowOf(header: HTMLElement): HTMLElement {
  const row = header.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error('not in a row');
  return row;
}

const REVISIONS = [{ _id: 'r1', at: '2026-11-02T04:15:00.000Z', user: { name: 'Sita Thapa' }, summary: 'Changed title' }];

describe('History and Share preview (issue 32)', () => {
  it('lists the versions, compares one with now field by field, and restores it', async () => {
    const calls = mockApi({
      'GET /api/news/n1/revisions': REVISIONS,
      'GET /api/news/n1/revisions/r1': THEN,
      'POST /api/news/n1/revisions/r1/restore': { ...THEN, updatedAt: '2026-11-03T10:00:00Z' },
    });
    renderRemote(<RevisionTools resource="news" item={NOW} />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: /History/ }));
    const version = await screen.findByRole('button', { name: /Sita Thapa/ });
    expect(version).toHaveTextContent('2 Nov 2026, 10:00');
    expect(version).toHaveTextContent('Changed title');
    fireEvent.click(version);

    const table = await screen.findByRole('table', { name: 'This version and now, field by field' });
    const title = rowOf(within(table).getByRole('rowheader', { name: /title/ }));
    expect(within(title).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Results out', 'Results corrected']);
    expect(title).toHaveTextContent('(changed)');
    const author = rowOf(within(table).getByRole('rowheader', { name: /author/ }));
    expect(author).not.toHaveTextContent('(changed)');
    // stamps are not compared
    expect(within(table).queryByRole('rowheader', { name: /updatedAt/ })).toBeNull();
    expect(screen.getByText('1 field differs from now')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/news/n1/revisions/r1/restore']);
  });

  it('makes a preview link for the chosen time, shows it to copy, and revokes it', async () => {
    const calls = mockApi({
      'POST /api/preview-links': { _id: 'p1', url: 'https://school.example/news/n1?preview=abc', expiresAt: '2026-11-05T10:00:00.000Z' },
      'DELETE /api/preview-links/p1': { message: 'Preview link revoked' },
    });
    renderRemote(<RevisionTools resource="news" item={NOW} />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: /Share preview/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByLabelText('Preview link')).toHaveValue('https://school.example/news/n1?preview=abc');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ resource: 'news', id: 'n1', expiresInHours: 72 });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/preview-links/p1')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Create link' })).toBeInTheDocument();
  });

  it("a women's-centre event has a history but no page of its own to preview", () => {
    mockApi({});
    renderRemote(<RevisionTools resource="events/sub-domain" item={NOW} />, { signedIn: true });
    expect(screen.getByRole('button', { name: /History/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share preview/ })).toBeNull();
  });
});
