import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import { ContactMessages } from './contact-messages';
import { JobApplications } from './job-applications';

const message = (i: number, name: string, subject: string) => ({
  _id: `m${i}`,
  reference: `MSG-2083-${String(i).padStart(6, '0')}`,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.test`,
  subject,
  message: 'Hello',
  isRead: false,
  createdAt: '2026-03-05T10:00:00Z',
});

const application = (i: number, fullName: string, careerTitle: string) => ({
  _id: `a${i}`,
  reference: `JOB-2083-${String(i).padStart(6, '0')}`,
  careerId: null,
  careerTitle,
  fullName,
  email: 'x@example.test',
  phoneNumber: '9841234567',
  message: 'I apply',
  cv: '/uploads/0123456789abcdef0123456789abcdef.pdf',
  originalFile: 'cv.pdf',
  isRead: true,
  createdAt: '2026-03-05T10:00:00Z',
});

const search = (label: string, text: string) => {
  const box = screen.getByRole('searchbox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('inbox search', () => {
  it('contact messages: the words go to the server, and its pages are offered', async () => {
    const calls = mockApi({
      'GET /api/contact/messages': ({ href }) => {
        const q = new URL(href).searchParams.get('q');
        if (q === 'hostel') return reply(200, [message(3, 'Hari Bhandari', 'Hostel')], { 'X-Total-Count': '45' });
        return [message(1, 'Ram Thapa', 'Bus route'), message(2, 'Sita Karki', 'Fees')];
      },
      'PATCH /api/contact/messages/m3/read': { ...message(3, 'Hari Bhandari', 'Hostel'), isRead: true },
    });
    const urls = () => calls.filter((c) => c.method === 'GET').map((c) => c.url);
    renderRemote(<ContactMessages />, { signedIn: true });
    expect(await screen.findByText('Bus route')).toBeInTheDocument();
    expect(urls()).toEqual(['/api/contact/messages?page=1&limit=20']);
    expect(calls[0].auth).toBe('Bearer test-token');

    search('Search contact messages', 'hostel');
    expect(await screen.findByText('Hostel')).toBeInTheDocument();
    expect(screen.queryByText('Bus route')).not.toBeInTheDocument();
    expect(urls()).toContain('/api/contact/messages?page=1&limit=20&q=hostel');

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(urls()).toContain('/api/contact/messages?page=3&limit=20&q=hostel'));

    // opening a message marks it read in the page shown
    const row = screen.getAllByTestId('inbox-row')[0];
    fireEvent.click(within(row).getByRole('button', { name: /Open/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/contact/messages/m3/read')).toBe(true));
  });

  it('job applications: searched on the server; no match says so', async () => {
    const calls = mockApi({
      'GET /api/careers/applications': ({ href }) =>
        new URL(href).searchParams.get('q') === 'nobody' ? [] : [application(1, 'Kamal Shrestha', 'Mathematics Teacher')],
    });
    renderRemote(<JobApplications />, { signedIn: true });
    expect(await screen.findByText('Mathematics Teacher')).toBeInTheDocument();
    search('Search job applications', 'nobody');
    expect(await screen.findByText('No application matches your search.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/careers/applications?page=1&limit=20&q=nobody');
  });

  it('each row shows its reference, and a reference typed in the search goes to the server as q (issue 33)', async () => {
    const calls = mockApi({
      'GET /api/careers/applications': ({ href }) =>
        new URL(href).searchParams.get('q') === 'JOB-2083-000002'
          ? [application(2, 'Bimala Rai', 'Accountant')]
          : [application(1, 'Kamal Shrestha', 'Mathematics Teacher'), application(2, 'Bimala Rai', 'Accountant')],
    });
    renderRemote(<JobApplications />, { signedIn: true });
    const first = (await screen.findByText('Mathematics Teacher')).closest<HTMLElement>('[data-testid="inbox-row"]')!;
    expect(within(first).getByText('JOB-2083-000001')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search job applications' })).toHaveAttribute('placeholder', expect.stringContaining('Reference'));
    search('Search job applications', 'JOB-2083-000002');
    await waitFor(() => expect(screen.queryByText('Mathematics Teacher')).not.toBeInTheDocument());
    expect(screen.getByText('JOB-2083-000002')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/careers/applications?page=1&limit=20&q=JOB-2083-000002');
  });
});
