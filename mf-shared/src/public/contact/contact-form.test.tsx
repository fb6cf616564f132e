import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
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
});
