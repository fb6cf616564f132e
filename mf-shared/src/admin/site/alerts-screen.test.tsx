import { fireEvent, screen, within } from '@testing-library/react';
import { fill, mockApi, renderRemote, type ApiCall } from '@school/shared/build/test';
import type { Alert } from '@school/shared/contract';
import { AlertsScreen } from './alerts-screen';

const alert = (over: Partial<Alert>): Alert => ({
  _id: 'a1',
  site: 'school',
  level: 'info',
  message: 'Buses late',
  ne: { message: 'बस ढिलो' },
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  createdAt: '2020-01-01T00:00:00.000Z',
  updatedAt: '2020-01-01T00:00:00.000Z',
  ...over,
});

const LIST = [
  alert({ _id: 'a1', message: 'Buses late' }),
  alert({ _id: 'a2', level: 'urgent', message: 'Flood', startsAt: '2098-01-01T00:00:00.000Z' }),
  alert({ _id: 'a3', message: 'Old news', endsAt: '2021-01-01T00:00:00.000Z' }),
];
const body = (calls: ApiCall[], method: string) => calls.find((c) => c.method === method)?.body;

describe('Alerts screen (issue 33)', () => {
  it('lists every alert with where it stands, adds one in both languages and edits one', async () => {
    const calls = mockApi({
      'GET /api/alerts/all': LIST,
      'POST /api/alerts': () => alert({ _id: 'new', level: 'urgent', message: 'School closed' }),
      'PUT /api/alerts/a1': () => alert({ message: 'Buses late by an hour' }),
    });
    renderRemote(<AlertsScreen site="women" />, { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Alerts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/infoShowing now.*Buses late/),
      expect.stringMatching(/urgentScheduled.*Flood/),
      expect.stringMatching(/infoEnded.*Old news/),
    ]);
    expect(calls[0]!.url).toBe('/api/alerts/all?site=women');

    fireEvent.click(screen.getByRole('button', { name: /Add alert$/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Urgent (also by SMS)' }));
    fill(screen.getByLabelText('Message'), 'School closed');
    fill(screen.getByLabelText('Message (Nepali)'), 'विद्यालय बन्द');
    fill(screen.getByLabelText('Link'), '/notices');
    fill(screen.getByLabelText('Ends'), '2099-05-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: /Add alert$/ }));
    expect(await screen.findByText('Alert added')).toBeInTheDocument();
    expect(body(calls, 'POST')).toEqual({
      site: 'women', level: 'urgent', message: 'School closed', ne: { message: 'विद्यालय बन्द' }, link: '/notices', endsAt: '2099-05-01T04:15:00.000Z',
    });

    fireEvent.click(screen.getByRole('button', { name: /Edit Buses late/ }));
    expect(screen.getByLabelText('Message (Nepali)')).toHaveValue('बस ढिलो');
    fill(screen.getByLabelText('Message'), 'Buses late by an hour');
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('Alert saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/alerts/a1');
    expect(put.body).toMatchObject({ message: 'Buses late by an hour', ne: { message: 'बस ढिलो' }, level: 'info', link: null });
  });

  it('asks for the Nepali message and the end before sending anything', async () => {
    const calls = mockApi({ 'GET /api/alerts/all': [] });
    renderRemote(<AlertsScreen site="school" />, { signedIn: true });
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add alert$/ }));
    fill(screen.getByLabelText('Message'), 'School closed');
    fireEvent.click(screen.getByRole('button', { name: /Add alert$/ }));
    expect(await screen.findByText('Please write the message in Nepali')).toBeInTheDocument();
    expect(await screen.findByText('Please choose when it ends')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
