import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import RegistrationPage from './index';

const registration = {
  _id: 'r1',
  reference: 'REG-2083-000001',
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
  guardianName: 'Hari Rai',
  dateOfBirth: '2012-05-14',
  previousSchool: 'Shree Jana Jyoti School',
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
      'GET /api/registrations/files/def.png': 'png',
      'DELETE /api/registrations/r1': { message: 'Registration removed' },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderRemote(<RegistrationPage />, { route: '/admin/home/registration/r1', path: '/admin/home/registration/:id', signedIn: true });

    // the reference (issue 33) and the optional details (issue 38): the date of birth in BS with its AD day
    for (const text of ['REG-2083-000001', 'Asha', 'Rai', 'asha@example.test', '9800000000', 'Lalitpur-3', 'Senior Higher Secondary', 'Science', 'Please admit me.', '05-Mar-2026',
      'Hari Rai', 'Jestha 1, 2069 BS (14-May-2012 AD)', 'Shree Jana Jyoti School']) {
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

describe('/admin/home/registration/{id}: the pipeline', () => {
  it('moves the registration on with a note, shows the history, and downloads all documents with the token', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const entry = { by: { _id: 'u1', name: 'Site Admin' }, at: '2026-03-06T04:15:00.000Z', from: 'new', to: 'contacted', note: 'Called the father' };
    let current: Record<string, unknown> = { ...registration, isRead: true };
    const calls = mockApi({
      'GET /api/registrations/r1': () => current,
      'GET /api/registrations/files/def.png': 'png',
      'PATCH /api/registrations/r1': ({ body }) => {
        current = { ...current, status: (body as { status: string }).status, history: [entry] };
        return current;
      },
      'GET /api/registrations/r1/documents.zip': reply(200, 'zip', {
        'Content-Disposition': "attachment; filename=\"documents-Asha-Rai.zip\"; filename*=UTF-8''documents-Asha-Rai.zip",
      }),
    });
    renderRemote(<RegistrationPage />, { route: '/admin/home/registration/r1', path: '/admin/home/registration/:id', signedIn: true });
    expect(await screen.findByText('Admission status')).toBeInTheDocument();
    expect(screen.queryByTestId('history-entry')).not.toBeInTheDocument();

    // nothing changed, nothing written: the form says why
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose another status or write a note.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/registrations/r1')).toBe(false);

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(screen.getAllByTitle('Contacted').find((el) => el.classList.contains('ant-select-item-option'))!);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '  Called the father  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Registration updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/api/registrations/r1')!;
    expect(patch.body).toEqual({ status: 'contacted', note: 'Called the father' });
    expect(patch.auth).toBe('Bearer test-token');
    const history = await screen.findByTestId('history-entry');
    expect(history).toHaveTextContent('New → Contacted');
    expect(history).toHaveTextContent('Site Admin');
    expect(history).toHaveTextContent('06-Mar-2026 10:00');
    expect(history).toHaveTextContent('Called the father');
    expect(screen.getByLabelText('Note')).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: /Download all documents/ }));
    await waitFor(() => expect(saved).toEqual(['documents-Asha-Rai.zip']));
    expect(calls.find((c) => c.url === '/api/registrations/r1/documents.zip')?.auth).toBe('Bearer test-token');
    click.mockRestore();
  });
});
