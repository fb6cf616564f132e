import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, listStore, mockApi, putsOf, renderRemote, reply } from '@school/shared/build/test';
import { DownloadList } from './downloads/components/download-list';
import { EventsList } from './events/components/events-list';
import { NoticeList } from './notices/components/notice-list';
import { StaffList } from './staffs/components/staff-list';
import { VideoGrid } from './videos/components/video-grid';

const pdfFile = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe("the school console's edit dialogs (issue 14)", () => {
  it('staffs: Edit prefills the staff form; the new position is saved and shown', async () => {
    const staffs = listStore([{ _id: 'st1', fullName: 'Sita Thapa', email: 'sita@school.test', position: 'Teacher', phone: '9841234567', image: '/uploads/s.png', createdAt: '2026-01-01' }]);
    const calls = mockApi({ 'GET /api/staffs': staffs.list, 'PUT /api/staffs/st1': staffs.put });
    renderRemote(<StaffList />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sita Thapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Staff' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('sita@school.test');
    fill(within(dialog).getByLabelText('Position'), 'Head teacher');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Staff Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ fullName: 'Sita Thapa', email: 'sita@school.test', position: 'Head teacher', phone: '9841234567' });
    expect(await screen.findByText('Head teacher')).toBeInTheDocument();
  });

  it('notices: a new PDF replaces the file with its own name; the date is not sent', async () => {
    const notices = listStore([{ _id: 'n1', title: 'Routine', description: 'Exams', date: '2026-03-01', file: '/uploads/old.pdf', originalFile: 'routine.pdf', createdAt: '2026-03-01', status: 'published', publishAt: null }]);
    const calls = mockApi({
      'GET /api/notices/all': notices.list,
      'POST /api/upload': reply(201, '/uploads/new.pdf'),
      'PUT /api/notices/n1': notices.put,
    });
    renderRemote(<NoticeList />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Routine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notice' });
    expect(within(dialog).getByTestId('current-file')).toHaveTextContent('routine.pdf');
    await userEvent.upload(within(dialog).getByLabelText('PDF File'), pdfFile('routine-v2.pdf'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notice Edited Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/upload?kind=pdf');
    // the text fields (issue 32) are sent as they are, empty here (the notice has none)
    expect(putsOf(calls)[0]?.body).toEqual({ title: 'Routine', description: 'Exams', file: '/uploads/new.pdf', originalFile: 'routine-v2.pdf', body: '', ne: { body: '' }, status: 'published' });
    expect(await screen.findByText('routine-v2.pdf')).toBeInTheDocument();
  });

  it('downloads: renaming sends the title only, the file stays', async () => {
    const downloads = listStore([{ _id: 'd1', title: 'Form', file: '/uploads/f.pdf', originalFile: 'form.pdf', createdAt: '2026-01-01' }]);
    const calls = mockApi({ 'GET /api/downloads': downloads.list, 'PUT /api/downloads/d1': downloads.put });
    renderRemote(<DownloadList />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Download' });
    fill(within(dialog).getByLabelText('Title'), 'Admission form');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('File Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ title: 'Admission form' });
    expect(await screen.findByText('Admission form')).toBeInTheDocument();
  });

  it('videos: Edit takes another YouTube link and saves its id; a bad link sends nothing', async () => {
    const videos = listStore([{ _id: 'v1', src: 'dQw4w9WgXcQ', createdAt: '2026-01-01' }]);
    const calls = mockApi({ 'GET /api/gallery/videos': videos.list, 'PUT /api/gallery/videos/v1': videos.put });
    renderRemote(<VideoGrid />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit video dQw4w9WgXcQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Video' });
    expect(within(dialog).getByLabelText('Youtube URL')).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fill(within(dialog).getByLabelText('Youtube URL'), 'https://example.com/x');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please provide valid Youtube URL')).toBeInTheDocument();
    expect(putsOf(calls)).toHaveLength(0);
    fill(within(dialog).getByLabelText('Youtube URL'), 'https://youtu.be/9bZkp7q19f0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Video Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ src: '9bZkp7q19f0' });
    expect(await screen.findByRole('button', { name: 'Play video 9bZkp7q19f0' })).toBeInTheDocument();
  });

  it('events: Edit prefills title, day and description; the day is sent as YYYY-MM-DD and no image', async () => {
    const events = listStore([{ _id: 'e1', user: 'u1', title: 'Open day', description: 'Come', date: '2099-01-05', image: '/uploads/e.png', isOutdated: false, createdAt: '2026-01-01', status: 'published', publishAt: null }]);
    const calls = mockApi({ 'GET /api/events': events.list, 'PUT /api/events/e1': events.put });
    renderRemote(<EventsList />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Open day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('05-Jan-2099');
    fill(within(dialog).getByLabelText('Title'), 'Open day (moved)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event Edited Successfully')).toBeInTheDocument();
    expect(putsOf(calls)[0]?.body).toEqual({ title: 'Open day (moved)', description: 'Come', date: '2099-01-05', status: 'published' });
    expect(await screen.findByText('Open day (moved)')).toBeInTheDocument();
  });
});
