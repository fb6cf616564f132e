import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, fillRich, mockApi, renderRemote, reply, type ApiCall, typeDate, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { EventForm } from './event-form';

let calls: ApiCall[];
beforeEach(() => {
  calls = mockApi({ 'POST /api/events/sub-domain': reply(201, testAnswer(E.createWomenEvent, { _id: 'e1' })) });
});

async function fillText() {
  fill(screen.getByLabelText('Title'), 'Health camp');
  await fillRich('Description', 'Free screening for women.');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Publish now/ }));

describe('women’s-centre event form', () => {
  it("'One day' hides the end and sends the next day as the end (SPEC §5: end after start), with the optional time and venue", async () => {
    renderRemote(<EventForm />, { signedIn: true });
    await fillText();
    fireEvent.click(screen.getByRole('checkbox', { name: 'One day' }));
    await waitFor(() => expect(screen.queryByLabelText('End Date')).not.toBeInTheDocument());
    typeDate('Start Date', '31-Mar-2026');
    fill(screen.getByLabelText('Starts at'), '10:30');
    fill(screen.getByLabelText('Venue'), 'Clinic hall');
    submit();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Health camp',
      startDate: '2026-03-31',
      endDate: '2026-04-01',
      startTime: '10:30',
      venue: 'Clinic hall',
    });
  });

  it('shows each problem once after the first submit: both dates missing is one message', async () => {
    renderRemote(<EventForm />, { signedIn: true });
    expect(screen.queryByText('Please enter both start and end dates.')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('Please enter both start and end dates.')).toBeInTheDocument();
    expect(await screen.findByText('Please provide Title')).toBeInTheDocument();
    expect(screen.getByText('Please provide Description')).toBeInTheDocument();
    // not repeated under each picker
    expect(screen.queryByText('Please select Start Date')).not.toBeInTheDocument();
    expect(screen.queryByText('Please select End Date')).not.toBeInTheDocument();
    expect(screen.getAllByText('Please enter both start and end dates.')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('names the one missing date under its picker, without the both-dates alert', async () => {
    renderRemote(<EventForm />, { signedIn: true });
    await fillText();
    typeDate('Start Date', '02-Mar-2026');
    submit();
    expect(await screen.findByText('Please select End Date')).toBeInTheDocument();
    expect(screen.queryByText('Please enter both start and end dates.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please select Start Date')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('picks days only, and the picker closes once a day is picked', async () => {
    renderRemote(<EventForm />, { signedIn: true });
    const input = screen.getByLabelText('Start Date');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    const cell = await waitFor(() => {
      const found = document.querySelector('.ant-picker-dropdown td[title$="-15"] .ant-picker-cell-inner');
      if (!found) throw new Error('picker not open');
      return found as HTMLElement;
    });
    expect(document.querySelector('.ant-picker-time-panel')).toBeNull();
    fireEvent.click(cell);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull());
    expect((input as HTMLInputElement).value).toMatch(/^15-[A-Z][a-z]{2}-\d{4}$/);
  });

  it('refuses an end equal to the start, and an end before it', async () => {
    renderRemote(<EventForm />, { signedIn: true });
    await fillText();
    typeDate('Start Date', '02-Mar-2026');
    typeDate('End Date', '02-Mar-2026');
    submit();
    expect(await screen.findByText('End date must be after the start date.')).toBeInTheDocument();
    typeDate('End Date', '01-Mar-2026');
    submit();
    expect(await screen.findByText('End date must be after the start date.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses an event longer than 20 days', async () => {
    renderRemote(<EventForm />, { signedIn: true });
    await fillText();
    typeDate('Start Date', '02-Mar-2026');
    typeDate('End Date', '23-Mar-2026');
    submit();
    expect(await screen.findByText('Event duration cannot exceed 20 days.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts an event of exactly 20 days to the sub-domain path with the token, then clears the form', async () => {
    renderRemote(<EventForm />, { signedIn: true });
    await fillText();
    typeDate('Start Date', '02-Mar-2026');
    typeDate('End Date', '22-Mar-2026');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    const [call] = calls;
    expect([call.method, call.url, call.auth]).toEqual(['POST', '/api/events/sub-domain', 'Bearer test-token']);
    const body = call.body as Record<string, string>;
    expect(body.title).toBe('Health camp');
    expect(body.description).toBe('<p>Free screening for women.</p>');
    // calendar days, whatever the browser's zone
    expect([body.startDate, body.endDate]).toEqual(['2026-03-02', '2026-03-22']);
    expect(await screen.findByText('Event Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.queryByTestId('event-date-error')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the create fails', async () => {
    calls = mockApi({ 'POST /api/events/sub-domain': reply(400, { message: 'Event duration cannot exceed 20 days.' }) });
    renderRemote(<EventForm />, { signedIn: true });
    await fillText();
    typeDate('Start Date', '02-Mar-2026');
    typeDate('End Date', '03-Mar-2026');
    submit();
    expect(await screen.findByText('Event duration cannot exceed 20 days.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Health camp');
  });

  it('takes the start in Bikram Sambat (Nepali digits) and the end in AD, and posts both as AD days (issue 13)', async () => {
    renderRemote(<EventForm />, { signedIn: true });
    await fillText();
    fireEvent.click(within(screen.getByTestId('calendar-startDate')).getByRole('radio', { name: 'BS' }));
    fill(screen.getByLabelText('Start Date'), '२०८३-०८-०७');
    expect(screen.getByText('23-Nov-2026 (AD)')).toBeInTheDocument();
    typeDate('End Date', '25-Nov-2026');
    // under the AD picker, its day in BS
    expect(screen.getByText('Mangsir 9, 2083 BS')).toBeInTheDocument();
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0].body as Record<string, string>;
    expect([body.startDate, body.endDate]).toEqual(['2026-11-23', '2026-11-25']);
  });
});
