import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@school/shared/session';
import { KitProvider } from '@school/shared/kit';
import { ContactForm, SEND_FAIL, SEND_SUCCESS } from './contact-form';

jest.setTimeout(30_000);

function mockSend(reply: () => Response) {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  const bodies: unknown[] = [];
  global.fetch = jest.fn(async (req: Request) => {
    bodies.push(JSON.parse(await req.text()));
    return reply();
  }) as unknown as typeof fetch;
  return bodies;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <KitProvider dark={false}>
      <QueryClientProvider client={client}>
        <ContactForm />
      </QueryClientProvider>
    </KitProvider>,
  );
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Gita Shrestha');
  await userEvent.type(screen.getByLabelText('Email'), 'gita@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'Admission');
  await userEvent.type(screen.getByLabelText('Message'), 'Is there a place in Grade 6?');
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ContactForm', () => {
  it('shows the four messages only after the first submit', async () => {
    mockSend(() => json({ status: 'success' }));
    renderForm();
    expect(screen.queryByText('Please enter your fullname.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Please enter your fullname.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Subject field cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText('Message field cannot be empty.')).toBeInTheDocument();
  });

  it('moves the focus to the first field in error on a failed submit', async () => {
    mockSend(() => json({ status: 'success' }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Full name'), 'Gita Shrestha');
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus(), { timeout: 10_000 });
  });

  it("sends {mailerState}, toasts the success and clears the form", async () => {
    const bodies = mockSend(() => json({ status: 'success' }));
    renderForm();
    await fill();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText(SEND_SUCCESS)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ mailerState: { name: 'Gita Shrestha', email: 'gita@example.com', subject: 'Admission', message: 'Is there a place in Grade 6?' } });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
  });

  it("toasts the failure on 'fail' and on a server error, keeping the values", async () => {
    let n = 0;
    const bodies = mockSend(() => (n++ === 0 ? json({ status: 'fail' }) : json({ message: 'down' }, 503)));
    renderForm();
    await fill();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText(SEND_FAIL)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    await waitFor(() => expect(screen.getAllByText(SEND_FAIL)).toHaveLength(2));
    // both attempts reached the server: the toasts are its answers, not a broken request
    expect(bodies).toHaveLength(2);
    expect(screen.getByLabelText('Full name')).toHaveValue('Gita Shrestha');
  });
});
