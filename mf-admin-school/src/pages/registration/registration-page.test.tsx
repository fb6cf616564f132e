import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote } from '@school/shared/build/test';
import RegistrationPage from './index';

const registration = {
  _id: 'r1',
  firstName: 'Asha',
  lastName: 'Rai',
  email: 'asha@example.test',
  phone: '9800000000',
  address: 'Lalitpur-3',
  preference: 'Senior Higher Secondary',
  lvl: '',
  faculty: 'Science',
  markSheet: '/api/registrations/files/abc.pdf',
  ppPhoto: '/api/registrations/files/def.png',
  characterCerf: '',
  application: 'Please admit me.',
  attachApplication: '/api/registrations/files/ghi.docx',
  isRead: false,
  status: 'new',
  history: [],
  createdAt: '2026-03-05T10:00:00Z',
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});

describe('/admin/home/registration/{id}', () => {
  it('shows every field, marks it read, offers the documents and deletes to /', async () => {
    const calls = mockApi({
      'GET /api/registrations/r1': registration,
      'PATCH /api/registrations/r1/read': { ...registration, isRead: true },
      'GET /api/registrations/files/def.png': {},
      'DELETE /api/registrations/r1': { message: 'Registration removed' },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderRemote(<RegistrationPage />, { route: '/admin/home/registration/r1', path: '/admin/home/registration/:id', signedIn: true });

    for (const text of ['Asha', 'Rai', 'asha@example.test', '9800000000', 'Lalitpur-3', 'Senior Higher Secondary', 'Science', 'Please admit me.', '05-Mar-2026']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/registrations/r1/read')).toBe(true));
    // The photo is read with the token, never from a public URL.
    await waitFor(() => expect(calls.find((c) => c.url === '/api/registrations/files/def.png')?.auth).toBe('Bearer test-token'));
    expect(screen.getByRole('button', { name: 'View Mark sheet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Mark sheet' })).toBeInTheDocument();
    // A Word letter can only be downloaded, and there is no certificate.
    expect(screen.queryByRole('button', { name: 'View Application letter' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Application letter' })).toBeInTheDocument();
    expect(screen.queryByText('Character certificate')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(confirm).toHaveBeenCalledWith('Are you sure');
    expect(await screen.findByText('Registration Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeInTheDocument());
    confirm.mockRestore();
  });
});
