import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote, reply, type ApiCall, typeDate } from '@school/shared/build/test';
import { RegistrationPipeline } from './registration-pipeline';

const registration = (id: string, firstName: string, status: string) => ({
  _id: id,
  reference: `REG-2083-${id.replace(/\D/g, '').padStart(6, '0')}`,
  firstName,
  lastName: 'Rai',
  email: `${firstName.toLowerCase()}@example.test`,
  phone: '9800000000',
  address: 'Lalitpur-3',
  preference: 'Primary',
  lvl: '3',
  faculty: '',
  markSheet: '/api/registrations/files/abc.pdf',
  ppPhoto: '/api/registrations/files/def.png',
  characterCerf: '',
  application: '',
  attachApplication: '',
  isRead: true,
  status,
  history: [],
  createdAt: '2026-03-05T10:00:00Z',
});

let calls: ApiCall[];
const lists = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/registrations?')).map((c) => c.url);

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getAllByTitle(option).find((el) => el.classList.contains('ant-select-item-option'))!);
}

describe('registrations pipeline list', () => {
  const saved: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  beforeEach(() => {
    saved.length = 0;
    calls = mockApi({
      'GET /api/registrations': ({ href }) => {
        const status = new URL(href).searchParams.get('status');
        const rows = [registration('r1', 'Asha', 'contacted'), registration('r2', 'Bina', 'interview')].filter((r) => !status || r.status === status);
        return reply(200, rows, { 'X-Total-Count': String(rows.length) });
      },
      'GET /api/registrations/export.csv': reply(200, 'First name,Last name', {
        'Content-Disposition': 'attachment; filename="registrations-2026-03-05.csv"',
      }),
    });
  });

  it('lists registrations with status tags, each linking to its detail', async () => {
    renderRemote(<RegistrationPipeline />, { signedIn: true });
    const link = await screen.findByRole('link', { name: 'Asha Rai' });
    expect(link).toHaveAttribute('href', '/admin/home/registration/r1');
    const row = link.closest('tr')!;
    expect(within(row).getByTestId('status-tag')).toHaveTextContent('Contacted');
    expect(within(row).getByText('Primary · 3')).toBeInTheDocument();
    // a phone column, to call back from the list (issue 38)
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '9800000000' })).toHaveAttribute('href', 'tel:9800000000');
    expect(within(screen.getByRole('link', { name: 'Bina Rai' }).closest('tr')!).getByTestId('status-tag')).toHaveTextContent('Interview');
    expect(lists()).toEqual(['/api/registrations?page=1&limit=20']);
    expect(calls[0].auth).toBe('Bearer test-token');
  });

  it('asks the server with each filter and the search, and exports with the same filters and the token', async () => {
    renderRemote(<RegistrationPipeline />, { signedIn: true });
    await screen.findByRole('link', { name: 'Asha Rai' });

    choose('Status', 'Interview');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Asha Rai' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bina Rai' })).toBeInTheDocument();
    expect(lists()).toContain('/api/registrations?status=interview&page=1&limit=20');

    choose('Level', 'Primary');
    await waitFor(() => expect(lists()).toContain('/api/registrations?status=interview&preference=Primary&page=1&limit=20'));

    typeDate('From', '2026-03-01');
    await waitFor(() => expect(lists()).toContain('/api/registrations?status=interview&preference=Primary&from=2026-03-01&page=1&limit=20'));
    typeDate('To', '2026-03-31');
    await waitFor(() =>
      expect(lists()).toContain('/api/registrations?status=interview&preference=Primary&from=2026-03-01&to=2026-03-31&page=1&limit=20'),
    );

    const search = screen.getByRole('searchbox', { name: 'Search registrations' });
    fireEvent.change(search, { target: { value: ' bina ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const all = '/api/registrations?status=interview&preference=Primary&from=2026-03-01&to=2026-03-31&q=bina';
    await waitFor(() => expect(lists()).toContain(`${all}&page=1&limit=20`));

    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toEqual(['registrations-2026-03-05.csv']));
    const exported = calls.find((c) => c.url.startsWith('/api/registrations/export.csv'))!;
    expect(exported.url).toBe(all.replace('/api/registrations?', '/api/registrations/export.csv?'));
    expect(exported.auth).toBe('Bearer test-token');
  });

  it('shows the server’s message when the export fails', async () => {
    calls = mockApi({
      'GET /api/registrations': [],
      'GET /api/registrations/export.csv': reply(400, { message: 'from must not be after to' }),
    });
    renderRemote(<RegistrationPipeline />, { signedIn: true });
    expect(await screen.findByText('No registrations match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('from must not be after to')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
