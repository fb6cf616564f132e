import { screen, waitFor, within } from '@testing-library/react';
import * as format from '@school/shared/kit';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { mockApi, renderRemote, testAnswer } from '@school/shared/build/test';
import HomePage from './index';

jest.mock('@school/shared/kit', () => {
  const actual = jest.requireActual('@school/shared/kit');
  return { ...actual, abbreviateCount: jest.fn(actual.abbreviateCount) };
});

const registration = testAnswer(E.listRegistrations, {
  _id: 'r1',
  reference: 'REG-2083-000001',
  firstName: 'Asha',
  lastName: 'Rai',
  preference: 'Primary',
  lvl: '3',
  isRead: false,
  status: 'new',
  history: [],
  createdAt: '2026-03-05T10:00:00Z',
});

describe('dashboard', () => {
  it('shows the abbreviated counts and the new registrations', async () => {
    mockApi({
      'GET /api/dashboard/counts': { staffs: 12, news: 1234, notices: 2500000, albums: 0, unreadRegistrations: 0 },
      'GET /api/registrations': [registration, { ...registration, _id: 'r2', firstName: 'Old', isRead: true }],
    });
    renderRemote(<HomePage />, { signedIn: true });
    expect(await screen.findByText('1.23k')).toBeInTheDocument();
    expect(screen.getByText('2.5m')).toBeInTheDocument();
    expect(screen.getByText('Total Staffs')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'New registration: Asha Rai' });
    expect(link).toHaveAttribute('href', '/admin/home/registration/r1');
    // read ones leave the notifications (the pipeline below still lists them)
    expect(within(screen.getByRole('list', { name: 'New registrations' })).queryByText(/Old Rai/)).not.toBeInTheDocument();
  });

  it("says 'You're all caught up!' when nothing is new", async () => {
    mockApi({ 'GET /api/dashboard/counts': { staffs: 1, news: 1, notices: 1, albums: 1, unreadRegistrations: 0 }, 'GET /api/registrations': [] });
    renderRemote(<HomePage />, { signedIn: true });
    expect(await screen.findByText("You're all caught up! Check back for new notifications :(")).toBeInTheDocument();
  });

  it('ticks the clock every second without re-rendering the rest of the page', async () => {
    mockApi({ 'GET /api/dashboard/counts': { staffs: 1, news: 2, notices: 3, albums: 4, unreadRegistrations: 0 }, 'GET /api/registrations': [] });
    renderRemote(<HomePage />, { signedIn: true });
    await screen.findByText('Total Albums');
    await waitFor(() => expect(screen.getByTestId('count-albums')).toHaveTextContent('4'));
    const spy = format.abbreviateCount as jest.Mock;
    const before = spy.mock.calls.length;
    const first = screen.getByTestId('clock').textContent;
    await waitFor(() => expect(screen.getByTestId('clock').textContent).not.toBe(first), { timeout: 2500 });
    expect(spy.mock.calls.length).toBe(before);
  });
});

describe('dashboard for an editor', () => {
  it('shows the counts but not the registrations, which are the admissions office\'s', async () => {
    const calls = mockApi({ 'GET /api/dashboard/counts': { staffs: 7, news: 1, notices: 1, albums: 1, unreadRegistrations: 0 }, 'GET /api/registrations': [] });
    renderRemote(<HomePage />, { signedIn: true, user: { role: 'editor' } });
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.queryByText(/You're all caught up/)).toBeNull();
    expect(calls.map((c) => c.url)).not.toContain('/api/registrations');
  });
});
