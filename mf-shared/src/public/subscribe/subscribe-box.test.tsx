import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import { LangContext } from '@school/shared/kit';
import { SubscribeBox } from './subscribe-box';

const form = () => screen.getByRole('form', { name: 'Subscribe by email or SMS' });
/** The form is drawn when the visitor asks for it. */
const openForm = (name = 'Subscribe by email or SMS') => userEvent.click(screen.getByRole('button', { name }));

describe('SubscribeBox', () => {
  it('subscribes an email address to the chosen topics, daily, and says to open the mailed link', async () => {
    const calls = mockApi({ 'POST /api/subscriptions': reply(201, { id: 's1', channel: 'email', confirmed: false, message: 'sent' }) });
    renderRemote(<SubscribeBox />, { site: 'women' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await openForm();
    await userEvent.type(within(form()).getByLabelText('Your email address'), 'parent@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Events' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Urgent alerts' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'One mail a day instead of one per item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Almost done: open the link in the mail we sent you to confirm.');
    expect(calls.map((c) => c.body)).toEqual([
      { site: 'women', channel: 'email', topics: ['notices', 'events'], lang: 'en', address: 'parent@example.com', digest: 'daily' },
    ]);
  });

  it('asks for the SMS code after an SMS subscription, and confirms with it', async () => {
    const calls = mockApi({
      'POST /api/subscriptions': reply(201, { id: 's2', channel: 'sms', confirmed: false, message: 'code sent' }),
      'POST /api/subscriptions/verify': () => (calls.length < 3 ? reply(404, { message: 'wrong code' }) : { message: 'confirmed' }),
    });
    renderRemote(<SubscribeBox />);
    await openForm();
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(screen.queryByRole('checkbox', { name: 'One mail a day instead of one per item' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your mobile number'), '9841000000');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const code = await screen.findByLabelText('The 6-digit code we sent by SMS');
    await userEvent.type(code, '123456');
    fireEvent.submit(screen.getByRole('form', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right, or it has expired.')).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: 'Confirm' }));
    expect(await screen.findByText('Done. New items will come to this number by SMS.')).toBeInTheDocument();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/subscriptions', { site: 'school', channel: 'sms', topics: ['notices', 'alerts'], lang: 'en', address: '9841000000' }],
      ['/api/subscriptions/verify', { address: '9841000000', code: '123456' }],
      ['/api/subscriptions/verify', { address: '9841000000', code: '123456' }],
    ]);
  });

  it('sends nothing without a topic, and says when the server refuses too many tries', async () => {
    const calls = mockApi({ 'POST /api/subscriptions': reply(429, { message: 'slow down' }) });
    renderRemote(<SubscribeBox />);
    await openForm();
    await userEvent.type(screen.getByLabelText('Your email address'), 'parent@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notices' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Urgent alerts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Choose at least one topic.');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'News' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Too many tries. Please wait a few minutes.')).toBeInTheDocument();
  });

  it('shows no push button where the browser has no Web Push (jsdom)', () => {
    renderRemote(<SubscribeBox />);
    expect(screen.queryByRole('button', { name: 'Get notices on this phone' })).not.toBeInTheDocument();
  });

  it('speaks Nepali on a Nepali page and subscribes in Nepali', async () => {
    const calls = mockApi({ 'POST /api/subscriptions': reply(201, { id: 's3', channel: 'email', confirmed: false, message: 'sent' }) });
    renderRemote(
      <LangContext.Provider value="ne">
        <SubscribeBox />
      </LangContext.Provider>,
    );
    await openForm('इमेल वा एसएमएसबाट सदस्य बन्नुहोस्');
    await userEvent.type(await screen.findByLabelText('तपाईंको इमेल ठेगाना'), 'abhibhawak@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'सदस्य बन्नुहोस्' }));
    expect(await screen.findByRole('status')).toHaveTextContent('अब हामीले पठाएको इमेलको लिङ्क खोलेर पुष्टि गर्नुहोस्।');
    expect(calls[0].body).toMatchObject({ lang: 'ne' });
  });
});
