import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@school/shared/session';
import { mockApi, renderPublic } from '../../../test/render';
import { LEAVE_WARNING, KitProvider } from '@school/shared/kit';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RegistrationForm } from './registration-form';

/** antd's Upload posts with XMLHttpRequest: this stand-in refuses every file, as the server does a wrong type. */
function refuseUploads() {
  class RefusingXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        this.status = 415;
        this.responseText = JSON.stringify({ message: 'Please add valid file (Only PDF | WORD)' });
        this.onload?.();
      }, 0);
    }
    abort() {}
  }
  const real = window.XMLHttpRequest;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = RefusingXhr;
  return () => {
    window.XMLHttpRequest = real;
  };
}

/** The form inside a data router (as RemoteApp mounts it), with a link to another page. */
function renderRouted() {
  const router = createMemoryRouter(
    [
      {
        path: '/registration',
        element: (
          <>
            <Link to="/about">About us</Link>
            <RegistrationForm />
          </>
        ),
      },
      { path: '/about', element: <h1>About page</h1> },
    ],
    { initialEntries: ['/registration'] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <KitProvider dark={false}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </KitProvider>,
  );
  return router;
}

// antd forms in jsdom on a busy 2-core machine: a slow answer is not what these tests measure.
jest.setTimeout(120_000);

const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit Application/ }));

describe('RegistrationForm', () => {
  it('shows the field messages and the level alert only after the first submit', async () => {
    mockApi({});
    renderPublic(<RegistrationForm />);
    expect(screen.queryByText('Please provide First Name')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('Please provide First Name')).toBeInTheDocument();
    expect(screen.getByText('Please provide valid Phone Number.')).toBeInTheDocument();
    expect(screen.getByText('Please add valid file (Only PDF | WORD)')).toBeInTheDocument();
    expect(screen.getByText('Please add valid file (Only PNG | JPG)')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '' })).toBeDefined();
    expect(screen.getByText('Please Select Level Value')).toBeInTheDocument();
    // choosing the class clears the alert
    await userEvent.click(screen.getByLabelText('Kindergarten'));
    await waitFor(() => expect(screen.queryByText('Please Select Level Value')).not.toBeInTheDocument());
  });

  it('offers the classes of the chosen level, and faculty plus character certificate for Senior Higher Secondary', async () => {
    mockApi({});
    renderPublic(<RegistrationForm />);
    const level = screen.getByLabelText('Level');
    expect(level).toHaveValue('Preschool');
    expect(within(screen.getByRole('radiogroup', { name: 'Class' })).getAllByRole('radio')).toHaveLength(2);
    await userEvent.selectOptions(level, 'Primary');
    expect(within(screen.getByRole('radiogroup', { name: 'Class' })).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.queryByText('Character certificate')).not.toBeInTheDocument();
    await userEvent.selectOptions(level, 'Senior Higher Secondary');
    expect(screen.queryByRole('radiogroup', { name: 'Class' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Faculty' })).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('Character certificate')).toBeInTheDocument();
    expect(screen.getByText('Only PDF | PNG | JPG')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('Please Select Faculty')).toBeInTheDocument();
  });

  it('switches between a typed application and an attached letter', async () => {
    mockApi({});
    renderPublic(<RegistrationForm />);
    expect(screen.getByLabelText('Application text')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Attach an application letter'));
    expect(screen.queryByLabelText('Application text')).not.toBeInTheDocument();
    expect(screen.getByText('Only PDF | MS WORD | DOCX')).toBeInTheDocument();
  });

  it("asks for the reCAPTCHA when a site key is configured", async () => {
    mockApi({});
    setRuntimeConfig({ apiBase: 'http://api.test', recaptchaSiteKey: 'site-key' });
    renderPublic(<RegistrationForm />);
    await userEvent.click(screen.getByLabelText('Nursery'));
    submit();
    expect(await screen.findByText('Please fill out the reCAPTCHA')).toBeInTheDocument();
    setRuntimeConfig({ apiBase: 'http://api.test', recaptchaSiteKey: '' });
  });

  it("shows 'Please add valid file (Only PDF | WORD)' once after a failed upload and a submit", async () => {
    mockApi({});
    const restore = refuseUploads();
    try {
      renderPublic(<RegistrationForm />);
      // A first submit shows the field's own message; the upload that then fails must not add a second.
      submit();
      expect(await screen.findByText('Please add valid file (Only PDF | WORD)')).toBeInTheDocument();
      const file = new File(['not really'], 'marks.pdf', { type: 'application/pdf' });
      await userEvent.upload(screen.getByLabelText('Marksheet of the last class'), file);
      await waitFor(() => expect(document.querySelector('[data-upload-status="failed"]')).not.toBeNull());
      await waitFor(() => expect(screen.getAllByText('Please add valid file (Only PDF | WORD)')).toHaveLength(1));
    } finally {
      restore();
    }
  });

  it('after a switch to Senior Higher Secondary the alert asks for the faculty, not the level', async () => {
    mockApi({});
    renderPublic(<RegistrationForm />);
    submit();
    expect(await screen.findByText('Please Select Level Value')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Senior Higher Secondary');
    expect(await screen.findByText('Please Select Faculty')).toBeInTheDocument();
    expect(screen.queryByText('Please Select Level Value')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Science'));
    await waitFor(() => expect(screen.queryByText('Please Select Faculty')).not.toBeInTheDocument());
  });

  it('moves the focus to the first field in error on a failed submit', async () => {
    mockApi({});
    renderPublic(<RegistrationForm />);
    fill(screen.getByLabelText('First name'), 'Asha');
    submit();
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
  });

  it('asks before leaving a half-filled form for another page, and stays if the visitor says no', async () => {
    mockApi({});
    const router = renderRouted();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    fill(screen.getByLabelText('First name'), 'Asha');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Asha'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING));
    expect(router.state.location.pathname).toBe('/registration');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('does not ask when nothing was typed', async () => {
    mockApi({});
    renderRouted();
    const confirm = jest.spyOn(window, 'confirm');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
