import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import type { Broadcast } from '@school/shared/contract';
import { BroadcastScreen } from './broadcast-screen';

const SENT: Broadcast = {
  _id: 'b1',
  site: 'women',
  channels: ['push', 'sms'],
  topics: ['alerts'],
  title: 'Camp moved',
  message: 'The health camp moves to Saturday.',
  ne: { title: '', message: '' },
  link: '/',
  createdAt: '2026-11-20T04:00:00.000Z',
  user: { name: 'Maya' },
  recipients: { push: 3, email: 0, sms: 2 },
  delivery: { queued: 0, sent: 4, failed: 1 },
};

describe('Broadcast screen (issue 33)', () => {
  it('counts the subscribers as channels and topics change, confirms with the count, sends, and lists delivery', async () => {
    let sent = false;
    const calls = mockApi({
      'GET /api/broadcasts/recipients': (c) => (c.url.includes('channels=sms') ? { push: 0, email: 0, sms: 2 } : { push: 3, email: 5, sms: 0 }),
      'POST /api/broadcasts': () => {
        sent = true;
        return reply(201, { ...SENT, _id: 'b2', title: 'Rain holiday', delivery: { queued: 8, sent: 0, failed: 0 }, recipients: { push: 3, email: 5, sms: 0 } });
      },
      'GET /api/broadcasts': () => (sent ? [{ ...SENT, _id: 'b2', title: 'Rain holiday' }, SENT] : [SENT]),
    });
    renderRemote(<BroadcastScreen site="women" />, { signedIn: true, site: 'women' });

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Camp moved')).toBeInTheDocument();
    expect(within(table).getByText('1 failed')).toBeInTheDocument();
    expect(await screen.findByTestId('broadcast-reach')).toHaveTextContent('Reaches 8 subscribers (Phone notification: 3 · Email: 5 · SMS: 0)');

    // only SMS: the count follows
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone notification' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await waitFor(() => expect(screen.getByTestId('broadcast-reach')).toHaveTextContent('Reaches 2 subscribers (Phone notification: 0 · Email: 0 · SMS: 2)'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(await screen.findByText('Pick at least one channel and one topic.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Review and send/ }));
    expect(await screen.findByText('Pick at least one channel')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone notification' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));

    fill(screen.getByLabelText('Title'), 'Rain holiday');
    fill(screen.getByLabelText('Title (Nepali)'), 'वर्षा बिदा');
    fill(screen.getByLabelText('Message'), 'No classes tomorrow.');
    fill(screen.getByLabelText('Link (optional)'), 'notice');
    fireEvent.click(screen.getByRole('button', { name: /Review and send/ }));
    expect(await screen.findByText('Start with / for a page of the site, or with https://')).toBeInTheDocument();
    fill(screen.getByLabelText('Link (optional)'), '/notice');
    fireEvent.click(screen.getByRole('button', { name: /Review and send/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this broadcast?' });
    expect(dialog).toHaveTextContent('It goes to 8 subscribers now (Phone notification: 3 · Email: 5 · SMS: 0). It cannot be called back.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Broadcast queued for 8 subscribers')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { site: 'women', channels: ['push', 'email'], topics: ['alerts', 'notices'], title: 'Rain holiday', message: 'No classes tomorrow.', ne: { title: 'वर्षा बिदा' }, link: '/notice' },
    ]);
    expect(await within(table).findByText('Rain holiday')).toBeInTheDocument();
  });
});
