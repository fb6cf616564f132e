import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, putsOf, renderRemote, reply, testNotice } from '@school/shared/build/test';
import { schoolToday } from '@school/shared/kit';
import type { Notice } from '@school/shared/contract';
import { toNoticeBody } from '../api/create-notice';
import { AddNoticeForm } from './add-notice-form';

describe('Create Notice form', () => {
  it('shows the notice messages after the first submit', async () => {
    mockApi({});
    renderRemote(<AddNoticeForm />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Please provide Notice title')).toBeInTheDocument();
    expect(screen.getByText('Please provide Notice description')).toBeInTheDocument();
    expect(screen.getByText('Please add PDF File')).toBeInTheDocument();
    expect(screen.getByText('Only PDF')).toBeInTheDocument();
  });

  it("sends today's date as Y-M-D with the file and its original name", () => {
    const body = toNoticeBody({ title: 'T', description: 'D', file: '/uploads/a.pdf', originalFile: 'a.pdf' }, '2026-07-04');
    expect(body).toEqual({ title: 'T', description: 'D', date: '2026-07-04', file: '/uploads/a.pdf', originalFile: 'a.pdf', body: '', ne: { body: '' }, status: 'published', publishAt: null });
  });

  it("dates a notice by the school's today (Kathmandu), not the browser's", () => {
    // 20:00 UTC on 4 July is already 01:45 on 5 July in Kathmandu
    expect(schoolToday(new Date('2026-07-04T20:00:00Z'))).toBe('2026-07-05');
  });
});

describe('Edit Notice: editing together (issue 32)', () => {
  const notice: Notice = {
    ...testNotice(7),
    status: 'published',
    title: 'Exam routine',
    updatedAt: '2026-11-27T04:50:00.000Z',
    body: '<p>Bring your admit card.</p>',
  };

  it("shows who opened it first, holds the form until 'Take over', and says when it leaves", async () => {
    let takenOver = false;
    const calls = mockApi({
      'PUT /api/editing/notices/t7': ({ body }) => {
        if (typeof body === 'object' && body !== null && 'takeOver' in body) takenOver = true;
        return takenOver
          ? { since: '2026-11-27T05:01:00.000Z', others: [] }
          : { since: '2026-11-27T05:00:00.000Z', others: [{ name: 'Sita Sharma', since: '2026-11-27T04:57:00.000Z' }] };
      },
      'DELETE /api/editing/notices/t7': { message: 'Left the form' },
    });
    const { unmount } = renderRemote(<AddNoticeForm notice={notice} />, { signedIn: true });
    // 04:57 UTC is 10:42 in Kathmandu
    expect(await screen.findByText('Sita Sharma is editing since 10:42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.queryByText(/is editing since/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{}, { takeOver: true }]);
    unmount();
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/editing/notices/t7' }));
  });

  it('does not hold the form of whoever opened it first', async () => {
    mockApi({ 'PUT /api/editing/notices/t7': { since: '2026-11-27T04:57:00.000Z', others: [{ name: 'Hari', since: '2026-11-27T05:00:00.000Z' }] } });
    renderRemote(<AddNoticeForm notice={notice} />, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByText(/is editing since/)).not.toBeInTheDocument();
  });

  it('sends back the updatedAt it loaded, and shows the 409 with a way to reload', async () => {
    const stale = 'This item was changed by someone else after you opened it. Reload it to see their changes, then save again.';
    const calls = mockApi({
      'PUT /api/editing/notices/t7': { since: '2026-11-27T05:00:00.000Z', others: [] },
      'PUT /api/notices/t7': reply(409, { message: stale }),
      'GET /api/notices/all': [notice],
    });
    renderRemote(<AddNoticeForm notice={notice} />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    const save = putsOf(calls).find((c) => c.url === '/api/notices/t7')!;
    expect(save.body).toMatchObject({ title: 'Exam routine', body: '<p>Bring your admit card.</p>' });
    expect(save.headers['if-unmodified-since']).toBe('2026-11-27T04:50:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(stale)).not.toBeInTheDocument());
  });
});
