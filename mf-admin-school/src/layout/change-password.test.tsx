import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChangePasswordButton } from '@school/shared/admin';
import { useSessionStore } from '@school/shared/session';
import { fill, mockApi, renderRemote } from '@school/shared/build/test';

describe('Change password dialog', () => {
  it('changes the password and keeps the session with the token the answer carries', async () => {
    const calls = mockApi({
      'PUT /api/users/password': { message: 'Password changed', token: 'fresh-token' },
    });
    renderRemote(<ChangePasswordButton />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Please provide your current password')).toBeInTheDocument();

    fill(within(dialog).getByLabelText('Current password'), 'Old-Pass-2026');
    fill(within(dialog).getByLabelText('New password'), 'short');
    expect(await within(dialog).findByText('The new password needs at least 10 characters')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('New password'), '');
    fill(within(dialog).getByLabelText('New password'), 'New-Pass-2026');
    fill(within(dialog).getByLabelText('Confirm new password'), 'New-Pass-2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password Changed Successfully')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { currentPassword: 'Old-Pass-2026', newPassword: 'New-Pass-2026' } });
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(useSessionStore.getState().userInfo?.token).toBe('fresh-token'));
  });

  it('shows a strength meter and refuses a common password before calling the server (NIST 800-63B)', async () => {
    const calls = mockApi({ 'PUT /api/users/password': { message: 'Password changed' } });
    renderRemote(<ChangePasswordButton />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    fill(within(dialog).getByLabelText('Current password'), 'Old-Pass-2026');
    fill(within(dialog).getByLabelText('New password'), 'password123');
    expect(await within(dialog).findByText('Strength: Very weak')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Confirm new password'), 'password123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await within(dialog).findByText('This password is too common or too easy to guess. Use a longer phrase of unrelated words.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    // the account's own email is among the first guesses
    fill(within(dialog).getByLabelText('New password'), 'admin@school.test');
    expect(await within(dialog).findByText('Strength: Very weak')).toBeInTheDocument();

    fill(within(dialog).getByLabelText('New password'), 'Lantern-Rhubarb-Quiet-71');
    expect(await within(dialog).findByText('Strength: Very strong')).toBeInTheDocument();
    // the validator runs asynchronously (the dictionary loads lazily), so the old message leaves a moment later
    await waitFor(() => expect(within(dialog).queryByText(/too common/)).not.toBeInTheDocument());
  });
});
