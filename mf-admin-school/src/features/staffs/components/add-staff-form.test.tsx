import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fill, mockApi, renderRemote } from '@school/shared/build/test';
import { AddStaffForm } from './add-staff-form';

describe('Add New Staff form', () => {
  it('shows every required message after the first submit, and none before', async () => {
    mockApi({});
    renderRemote(<AddStaffForm />, { signedIn: true });
    fill(screen.getByLabelText('Phone'), 'abc');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('Please provide valid phone number')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Staff' }));
    for (const msg of ['Please Select Image File', 'Please provide FullName', 'Please provide valid phone number', 'Please provide position', 'Please provide valid email address']) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
  });

  it('rejects a non-numeric phone and a bad email, then accepts valid ones live', async () => {
    mockApi({});
    renderRemote(<AddStaffForm />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add Staff' }));
    fill(screen.getByLabelText('Phone'), '98-12');
    fill(screen.getByLabelText('Email'), 'nobody');
    expect(await screen.findByText('Please provide valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please provide valid email address')).toBeInTheDocument();
    fill(screen.getByLabelText('Phone'), '');
    fill(screen.getByLabelText('Phone'), '9812345678');
    fill(screen.getByLabelText('Email'), 'nobody@school.test');
    // once submitted, the form validates as the values change: the messages go
    await waitFor(() => expect(screen.queryByText('Please provide valid phone number')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Please provide valid email address')).not.toBeInTheDocument());
  });
});
