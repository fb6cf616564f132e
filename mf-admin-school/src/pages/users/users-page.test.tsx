import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import UsersPage from './index';

const users = [
  { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', role: 'admin', disabled: false, mustChangePassword: false, createdAt: '2026-01-01T00:00:00Z' },
  { _id: 'u2', name: 'Gita Rai', email: 'gita@school.test', role: 'editor', disabled: true, mustChangePassword: true, createdAt: '2026-02-01T00:00:00Z' },
];

const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

describe('Users screen', () => {
  it('lists every user with role and state', async () => {
    mockApi({ 'GET /api/users': users });
    renderRemote(<UsersPage />, { signedIn: true });
    expect(await screen.findByText('gita@school.test')).toBeInTheDocument();
    const gita = rowOf('gita@school.test');
    expect(within(gita).getByText('Disabled')).toBeInTheDocument();
    expect(within(gita).getByText('Must change password')).toBeInTheDocument();
    expect(within(gita).getByText('Editor')).toBeInTheDocument();
    const admin = rowOf('admin@school.test');
    expect(within(admin).getByText('Active')).toBeInTheDocument();
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    // an admin cannot disable themselves
    expect(within(admin).getByRole('switch')).toBeDisabled();
  });

  it('creates a user with a role and shows the server\'s refusal', async () => {
    let taken = true;
    const calls = mockApi({
      'GET /api/users': users,
      'POST /api/users': () => (taken ? reply(409, { message: 'A user with this email already exists' }) : reply(201, { _id: 'u3', name: 'Kiran', email: 'kiran@school.test', role: 'admissions' })),
    });
    renderRemote(<UsersPage />, { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Add a user' });
    fill(within(form).getByLabelText('Name'), 'Kiran');
    fill(within(form).getByLabelText('Email'), 'kiran@school.test');
    fill(within(form).getByLabelText('Temporary password'), 'Phewa-Lake-Boats-3307');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByTitle('Admissions'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('A user with this email already exists')).toBeInTheDocument();
    taken = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('User kiran@school.test created')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({ name: 'Kiran', email: 'kiran@school.test', password: 'Phewa-Lake-Boats-3307', role: 'admissions' });
    // the list is asked again
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/users').length).toBeGreaterThan(1));
  });

  it('changes a role and enables a disabled user', async () => {
    const calls = mockApi({
      'GET /api/users': users,
      'PATCH /api/users/u2': (call) => ({ ...users[1], ...(call.body as object) }),
    });
    renderRemote(<UsersPage />, { signedIn: true });
    await screen.findByText('gita@school.test');
    fireEvent.mouseDown(within(rowOf('gita@school.test')).getByRole('combobox', { name: 'Role of gita@school.test' }));
    const options = await screen.findAllByTitle('Admissions');
    fireEvent.click(options[options.length - 1]!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ role: 'admissions' });
    fireEvent.click(within(rowOf('gita@school.test')).getByRole('switch', { name: 'Enable gita@school.test' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]!.body).toEqual({ disabled: false });
  });

  it('ends every session of a user, and requires two-factor sign-in for everyone (issue 34)', async () => {
    const calls = mockApi({
      'GET /api/users': [users[0], { ...users[1], twoFactorEnabled: true }],
      'POST /api/users/u2/sessions/revoke': { message: 'Every session of Gita Rai has ended' },
      'GET /api/users/settings': { requireTwoFactor: false },
      'PUT /api/users/settings': (call) => call.body,
    });
    renderRemote(<UsersPage />, { signedIn: true });
    await screen.findByText('gita@school.test');
    expect(within(rowOf('gita@school.test')).getByText('2FA')).toBeInTheDocument();
    fireEvent.click(within(rowOf('gita@school.test')).getByRole('button', { name: 'End sessions of gita@school.test' }));
    expect(await screen.findByText('Every session of Gita Rai has ended')).toBeInTheDocument();
    const required = screen.getByRole('switch', { name: 'Require two-factor sign-in for every user' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/users/settings')).toBe(true));
    fireEvent.click(required);
    expect(await screen.findByText('Two-factor sign-in is now required')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/users/settings', body: { requireTwoFactor: true } });
  });
});
