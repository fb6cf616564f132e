import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@school/shared/session';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import { LoginPage } from './login-page';

const USER = { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', token: 'signed-in', role: 'admin' };

describe('the login page: two-factor step, forgot password, reset link (issue 34)', () => {
  // jsdom does not navigate: location.assign to the target only logs "not implemented"
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('a user with two-factor on gets the code step after the password; a wrong code is refused, the right one signs in', async () => {
    const calls = mockApi({
      'POST /api/users/login': { twoFactorRequired: true, ticket: 'tkt' },
      'POST /api/users/login/2fa': (call) =>
        (call.body as { code?: string }).code === '246810' ? USER : reply(401, { message: 'The code is not valid. Enter the current code from your authenticator app, or a recovery code.' }),
    });
    renderRemote(<LoginPage aside={null} />);
    fill(screen.getByLabelText('Email'), 'admin@school.test');
    fill(screen.getByLabelText('Password'), 'Some-Password-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const step = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    expect(useSessionStore.getState().userInfo).toBeNull();
    fill(within(step).getByLabelText('Authentication code'), '111111');
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText(/The code is not valid/)).toBeInTheDocument();
    fill(within(step).getByLabelText('Authentication code'), '246810');
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useSessionStore.getState().userInfo?.token).toBe('signed-in'));
    expect(calls.filter((c) => c.url === '/api/users/login/2fa').at(-1)!.body).toEqual({ ticket: 'tkt', code: '246810' });
  });

  it('a recovery code can be used instead', async () => {
    const calls = mockApi({ 'POST /api/users/login': { twoFactorRequired: true, ticket: 'tkt' }, 'POST /api/users/login/2fa': USER });
    renderRemote(<LoginPage aside={null} />);
    fill(screen.getByLabelText('Email'), 'admin@school.test');
    fill(screen.getByLabelText('Password'), 'Some-Password-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const step = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    fireEvent.click(within(step).getByRole('button', { name: 'Use a recovery code' }));
    fill(await within(step).findByLabelText('Recovery code'), 'abcde-fghjk');
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useSessionStore.getState().userInfo?.token).toBe('signed-in'));
    expect(calls.find((c) => c.url === '/api/users/login/2fa')!.body).toEqual({ ticket: 'tkt', recoveryCode: 'abcde-fghjk' });
  });

  it('"Forgot password?" asks for a link and shows the server\'s answer', async () => {
    const answer = 'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.';
    const calls = mockApi({ 'POST /api/users/password/forgot': () => reply(202, { message: answer }) });
    renderRemote(<LoginPage aside={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = await screen.findByRole('form', { name: 'Forgot password' });
    fill(within(form).getByLabelText('Email'), 'someone@school.test');
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByText(answer)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/users/password/forgot', body: { email: 'someone@school.test' } });
  });

  it('the mailed link (#reset=…) opens the new-password form and sends the token with the password', async () => {
    window.history.replaceState(null, '', '/admin/login#reset=abcdefghijklmnopqrstuvwxyz012345');
    const calls = mockApi({
      'POST /api/users/password/reset': (call) =>
        (call.body as { password: string }).password === 'HopeAcademy2026!'
          ? reply(400, { message: 'The password must not contain the name of the school or the centre, or the name in your email address. Use a phrase of unrelated words.' })
          : { message: 'Your password has been changed. Please sign in.' },
    });
    renderRemote(<LoginPage aside={null} />, { route: '/admin/login' });
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    fill(within(form).getByLabelText('New password'), 'HopeAcademy2026!');
    fill(within(form).getByLabelText('Confirm new password'), 'HopeAcademy2026!');
    fireEvent.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await within(form).findByText(/must not contain the name of the school/)).toBeInTheDocument();
    fill(within(form).getByLabelText('New password'), 'Copper-Meadow-Lantern-12');
    fill(within(form).getByLabelText('Confirm new password'), 'Copper-Meadow-Lantern-12');
    fireEvent.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz012345', password: 'Copper-Meadow-Lantern-12' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
