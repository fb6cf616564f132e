import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { fill, fillRich, mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { toEventBody } from '../api/create-event';
import { AddEventForm } from './add-event-form';

describe('Add Upcoming Event form', () => {
  it('shows the three messages after the first submit', async () => {
    mockApi({});
    renderRemote(<AddEventForm />, { signedIn: true });
    expect(screen.queryByText('Please provide Title')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Please provide Title')).toBeInTheDocument();
    expect(screen.getByText('Please select Date')).toBeInTheDocument();
    expect(screen.getByText('Please provide Description')).toBeInTheDocument();
  });

  it('sends the date as Y-M-D and an empty image, and no user (the API takes the owner from the token)', () => {
    expect(toEventBody({ title: 'T', description: 'D', date: dayjs('2026-03-05T10:00:00') })).toEqual({
      title: 'T',
      description: 'D',
      date: '2026-03-05',
      image: '',
      status: 'published',
      publishAt: null,
    });
  });

  it('posts a picked date and shows the toast', async () => {
    const calls = mockApi({ 'POST /api/events': reply(201, testAnswer(E.createEvent, { _id: 'e1' })) });
    renderRemote(<AddEventForm />, { signedIn: true });
    fill(screen.getByLabelText('Title'), 'Sports day');
    const date = screen.getByLabelText('Date');
    await userEvent.click(date);
    await userEvent.type(date, '05-Mar-2026{enter}');
    await fillRich('Description', 'On the ground.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Event Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Sports day', date: '2026-03-05' }));
  });

  it('takes the date in Bikram Sambat and posts its AD day (issue 13)', async () => {
    const calls = mockApi({ 'POST /api/events': reply(201, testAnswer(E.createEvent, { _id: 'e1' })) });
    renderRemote(<AddEventForm />, { signedIn: true });
    fill(screen.getByLabelText('Title'), 'Tihar holiday');
    fireEvent.click(within(screen.getByTestId('calendar-date')).getByRole('radio', { name: 'BS' }));
    fill(screen.getByLabelText('Date'), '2083-08-07');
    // the AD day shows under the field before saving
    expect(screen.getByText('23-Nov-2026 (AD)')).toBeInTheDocument();
    await fillRich('Description', 'School closed.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Event Added Successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Tihar holiday', date: '2026-11-23' });
  });
});
