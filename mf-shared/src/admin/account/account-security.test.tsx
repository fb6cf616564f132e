import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@school/shared/session';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import { AccountSecurityPage } from './account-security';

const ME = { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', role: 'admin' };
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const SESSIONS = [
  { _id: 's1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', ip: '192.0.2.1', createdAt: '2026-11-26T08:00:00Z', lastSeenAt: '2026-11-26T09:00:00Z', current: true },
  { _id: 's2', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1', ip: '192.0.2.2', createdAt: '2026-11-25T08:00:00Z', lastSeenAt: '2026-11-25T09:00:00Z', current: false },
];

describe('Account security', () => {
  it('sets up two-factor sign-in: QR code, a code and the password, then the ten recovery codes once; the session goes on with the new token', async () => {
    let enabled = false;
    const calls = mockApi({
      'GET /api/users/me': () => ({ ...ME, twoFactorEnabled: enabled }),
      'GET /api/users/sessions': SESSIONS,
      'POST /api/users/2fa/setup': SETUP,
      'POST /api/users/2fa/enable': (call) => {
        if ((call.body as { code: string }).code !== '123456') return reply(400, { message: 'The code does not match. Check the time on your phone and enter the newest code.' });
        enabled = true;
        return { recoveryCodes: CODES, token: 'after-2fa' };
      },
    });
    renderRemote(<AccountSecurityPage />, { signedIn: true });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(SETUP.qrSvg)}`);
    expect(screen.getByText(SETUP.secret)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Turn on two-factor sign-in' });
    fill(within(form).getByLabelText('Code from the app'), '999999');
    fill(within(form).getByLabelText('Current password'), 'My-Current-Pass-2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(/The code does not match/)).toBeInTheDocument();
    fill(within(form).getByLabelText('Code from the app'), '123456');
    fireEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(useSessionStore.getState().userInfo?.token).toBe('after-2fa');
    expect(calls.filter((c) => c.url === '/api/users/2fa/enable').at(-1)!.body).toEqual({ code: '123456', password: 'My-Current-Pass-2026' });
    fireEvent.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('form', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('lists the sessions, ends one, and ends all the others', async () => {
    const calls = mockApi({
      'GET /api/users/me': { ...ME, twoFactorEnabled: true },
      'GET /api/users/sessions': SESSIONS,
      'DELETE /api/users/sessions/s2': { message: 'Session ended' },
      'POST /api/users/sessions/revoke-others': { message: 'Every other session has ended' },
    });
    renderRemote(<AccountSecurityPage />, { signedIn: true });
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Safari on iOS')).toBeInTheDocument();
    // the current session has no End button
    expect(screen.getAllByRole('button', { name: /^End the session of/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^End the session of Safari on iOS/ }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('Every other session has ended')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(expect.arrayContaining(['DELETE /api/users/sessions/s2', 'POST /api/users/sessions/revoke-others'])));
  });

  it('turns two-factor sign-in off with the password and a code', async () => {
    const calls = mockApi({
      'GET /api/users/me': { ...ME, twoFactorEnabled: true },
      'GET /api/users/sessions': SESSIONS,
      'POST /api/users/2fa/disable': { message: 'Two-factor sign-in is off', token: 'after-off' },
    });
    renderRemote(<AccountSecurityPage />, { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    fill(within(form).getByLabelText('Current password'), 'My-Current-Pass-2026');
    fill(within(form).getByLabelText('Code from the app, or a recovery code'), '654321');
    fireEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(useSessionStore.getState().userInfo?.token).toBe('after-off'));
    expect(calls.find((c) => c.url === '/api/users/2fa/disable')!.body).toEqual({ password: 'My-Current-Pass-2026', code: '654321' });
  });
});
