import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import { OFFLINE_FORM_NOTICE, OFFLINE_SEND_FAIL } from '@school/shared/kit';
import { ContactForm, SEND_FAIL, SEND_SUCCESS } from './contact-form';

const renderForm = () => renderRemote(<ContactForm />);

async function fill() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Gita Shrestha');
  await userEvent.type(screen.getByLabelText('Email'), 'gita@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'Admission');
  await userEvent.type(screen.getByLabelText('Message'), 'Is there a place in Grade 6?');
}

describe('ContactForm', () => {
  it('shows the four messages only after the first submit', async () => {
    mockApi({ 'POST /api/contact/send': { status: 'success' } });
    renderForm();
    expect(screen.queryByText('Please enter your fullname.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Please enter your fullname.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Subject field cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText('Message field cannot be empty.')).toBeInTheDocument();
  });

  it('moves the focus to the first field in error on a failed submit', async () => {
    mockApi({ 'POST /api/contact/send': { status: 'success' } });
    renderForm();
    await userEvent.type(screen.getByLabelText('Full name'), 'Gita Shrestha');
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus(), { timeout: 10_000 });
  });

  it("sends {mailerState}, toasts the success and clears the form", async () => {
    const calls = mockApi({ 'POST /api/contact/send': { status: 'success' } });
    renderForm();
    await fill();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText(SEND_SUCCESS)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/contact/send']);
    expect(calls[0].body).toEqual({ mailerState: { name: 'Gita Shrestha', email: 'gita@example.com', subject: 'Admission', message: 'Is there a place in Grade 6?' } });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
  });

  it("toasts the failure on 'fail' and on a server error, keeping the values", async () => {
    let n = 0;
    const calls = mockApi({ 'POST /api/contact/send': () => (n++ === 0 ? { status: 'fail' } : reply(503, { message: 'down' })) });
    renderForm();
    await fill();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText(SEND_FAIL)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    await waitFor(() => expect(screen.getAllByText(SEND_FAIL)).toHaveLength(2));
    // both attempts reached the server: the toasts are its answers, not a broken request
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(screen.getByLabelText('Full name')).toHaveValue('Gita Shrestha');
  });

  describe('offline (issue 13)', () => {
    const setOnline = (online: boolean) => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    };
    afterEach(() => setOnline(true));

    it('says that sending needs a connection, and a send that fails offline keeps what was typed', async () => {
      renderForm();
      expect(screen.queryByText(OFFLINE_FORM_NOTICE)).not.toBeInTheDocument();
      await fill();
      setOnline(false);
      expect(await screen.findByText(OFFLINE_FORM_NOTICE)).toBeInTheDocument();
      // the send fails while the browser says it is offline
      mockApi({ 'POST /api/contact/send': reply(503, { message: 'unreachable' }) });
      fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
      expect(await screen.findByText(OFFLINE_SEND_FAIL)).toBeInTheDocument();
      expect(screen.queryByText(SEND_FAIL)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Message')).toHaveValue('Is there a place in Grade 6?');
      expect(screen.getByLabelText('Full name')).toHaveValue('Gita Shrestha');
      setOnline(true);
      await waitFor(() => expect(screen.queryByText(OFFLINE_FORM_NOTICE)).not.toBeInTheDocument());
    });
  });
});
