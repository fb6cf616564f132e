import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, setRuntimeConfig } from '@school/shared/session';
import { LangContext, LEAVE_WARNING } from '@school/shared/kit';
import { fill, mockApi, renderRemote, reply } from '@school/shared/build/test';
import { RegistrationForm } from './registration-form';

/** The API's answer to a registration: the stored row (the contract's Registration). */
const SAVED = {
  _id: 'r1', reference: 'REG-2083-000042', firstName: 'Asha', lastName: 'Rai', email: 'asha@example.test', phone: '9800000000', address: 'Lalitpur-3',
  preference: 'Primary', lvl: '1', faculty: '', markSheet: '/api/registrations/files/m.pdf', ppPhoto: '/api/registrations/files/p.jpg',
  characterCerf: '', application: '', attachApplication: '', isRead: false, status: 'new', history: [],
  createdAt: '2026-03-05T10:00:00Z',
};

/** The form on its page, with a link to another page. */
function renderWithLink() {
  const page = (
    <>
      <Link to="/about">About us</Link>
      <RegistrationForm />
    </>
  );
  // the public site's plain router, as RemoteApp gives it: a link is held by LeaveGuard's click check
  renderRemote(page, { route: '/registration', path: '/registration', pages: { '/about': <h1>About page</h1> }, plainRouter: true });
}

// antd forms in jsdom on a busy 2-core machine: a slow answer is not what these tests measure.
jest.setTimeout(120_000);

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit Application/ }));

describe('RegistrationForm', () => {
  it('shows the field messages and the level alert only after the first submit', async () => {
    mockApi({});
    renderRemote(<RegistrationForm />);
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
    renderRemote(<RegistrationForm />);
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

  it('sends the optional guardian, date of birth (typed in BS, sent as its AD day) and previous school', async () => {
    const calls = mockApi({
      'POST /api/registrations/uploads/marksheet': reply(201, '/api/registrations/files/marks.pdf'),
      'POST /api/registrations/uploads/ppphoto': reply(201, '/api/registrations/files/photo.jpg'),
      'POST /api/registrations': reply(201, SAVED),
    });
    renderRemote(<RegistrationForm />);
    fill(screen.getByLabelText('First name'), 'Asha');
    fill(screen.getByLabelText('Last name'), 'Rai');
    fill(screen.getByLabelText('Email'), 'asha@example.com');
    fill(screen.getByLabelText('Phone'), '9841234567');
    fill(screen.getByLabelText('Address'), 'Banepa-5');
    await userEvent.click(screen.getByLabelText('Nursery'));
    await userEvent.upload(screen.getByLabelText('Marksheet of the last class'), new File(['%PDF'], 'marks.pdf', { type: 'application/pdf' }));
    await userEvent.upload(screen.getByLabelText('Passport-size photo'), new File(['jpg'], 'photo.jpg', { type: 'image/jpeg' }));
    fill(screen.getByLabelText("Parent's or guardian's name"), 'Hari Rai');
    fill(screen.getByLabelText('Previous school'), 'Shree Jana Jyoti School');
    // a day that does not exist in BS is refused with the expected shape
    fill(screen.getByLabelText('Date of birth (BS)'), '2069-13-01');
    submit();
    expect(await screen.findByText('Please give a real date of birth in BS: YYYY-MM-DD')).toBeInTheDocument();
    fill(screen.getByLabelText('Date of birth (BS)'), '२०६९-०२-०१');
    expect(await screen.findByText('14-May-2012 AD')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Submit Application/ })).toBeEnabled());
    submit();
    expect(await screen.findByText('Thanks for Registration!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/registrations')?.body).toMatchObject({
      firstName: 'Asha', guardianName: 'Hari Rai', dateOfBirth: '2012-05-14', previousSchool: 'Shree Jana Jyoti School', lang: 'en',
    });
    // the success screen (issue 33): the reference above the cleared form, focused so it is read out and in view
    const receipt = screen.getByRole('status', { name: 'Your application has been received' });
    expect(receipt).toHaveTextContent('Your reference number: REG-2083-000042');
    expect(receipt).toHaveTextContent('What happens next: the admissions office checks your application and documents');
    expect(receipt).toHaveTextContent('We have sent this number to your email too.');
    await waitFor(() => expect(receipt).toHaveFocus());
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
  });

  it('switches between a typed application and an attached letter', async () => {
    mockApi({});
    renderRemote(<RegistrationForm />);
    expect(screen.getByLabelText('Application text')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Attach an application letter'));
    expect(screen.queryByLabelText('Application text')).not.toBeInTheDocument();
    expect(screen.getByText('Only PDF | MS WORD | DOCX')).toBeInTheDocument();
  });

  it("asks for the reCAPTCHA when a site key is configured", async () => {
    mockApi({});
    setRuntimeConfig({ ...getRuntimeConfig(), recaptchaSiteKey: 'site-key' });
    renderRemote(<RegistrationForm />);
    await userEvent.click(screen.getByLabelText('Nursery'));
    submit();
    expect(await screen.findByText('Please fill out the reCAPTCHA')).toBeInTheDocument();
    setRuntimeConfig({ ...getRuntimeConfig(), recaptchaSiteKey: '' });
  });

  it("shows 'Please add valid file (Only PDF | WORD)' once after a failed upload and a submit", async () => {
    // the server refuses the file's type
    const calls = mockApi({ 'POST /api/registrations/uploads/marksheet': reply(415, { message: 'Please add valid file (Only PDF | WORD)' }) });
    renderRemote(<RegistrationForm />);
    // A first submit shows the field's own message; the upload that then fails must not add a second.
    submit();
    expect(await screen.findByText('Please add valid file (Only PDF | WORD)')).toBeInTheDocument();
    const file = new File(['not really'], 'marks.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Marksheet of the last class'), file);
    await waitFor(() => expect(document.querySelector('[data-upload-status="failed"]')).not.toBeNull());
    expect(calls.map((c) => [c.method, c.url, c.files.map((f) => f.name)])).toEqual([['POST', '/api/registrations/uploads/marksheet', ['marks.pdf']]]);
    await waitFor(() => expect(screen.getAllByText('Please add valid file (Only PDF | WORD)')).toHaveLength(1));
  });

  it('after a switch to Senior Higher Secondary the alert asks for the faculty, not the level', async () => {
    mockApi({});
    renderRemote(<RegistrationForm />);
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
    renderRemote(<RegistrationForm />);
    fill(screen.getByLabelText('First name'), 'Asha');
    submit();
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
  });

  it('asks before leaving a half-filled form for another page, and stays if the visitor says no', async () => {
    mockApi({});
    renderWithLink();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    fill(screen.getByLabelText('First name'), 'Asha');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Asha'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING));
    expect(screen.queryByRole('heading', { name: 'About page' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('does not ask when nothing was typed', async () => {
    mockApi({});
    renderWithLink();
    const confirm = jest.spyOn(window, 'confirm');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('in Nepali: a class missing is asked for as कक्षा, its buttons marked and focused; a Nepali-digit phone is sent as Latin digits', async () => {
    const calls = mockApi({
      'POST /api/registrations/uploads/marksheet': reply(201, '/api/registrations/files/m.pdf'),
      'POST /api/registrations/uploads/ppphoto': reply(201, '/api/registrations/files/p.jpg'),
      'POST /api/registrations': reply(201, SAVED),
    });
    renderRemote(
      <LangContext.Provider value="ne">
        <RegistrationForm />
      </LangContext.Provider>,
    );
    fill(await screen.findByLabelText('पहिलो नाम'), 'आरव');
    fill(screen.getByLabelText('थर'), 'महर्जन');
    fill(screen.getByLabelText('इमेल'), 'aarav@example.com');
    fill(screen.getByLabelText('फोन'), '९८४१२-३४५६७');
    fill(screen.getByLabelText('ठेगाना'), 'जावलाखेल, ललितपुर');
    await userEvent.upload(screen.getByLabelText('अघिल्लो कक्षाको लब्धाङ्क पत्र'), new File(['%PDF-1.4'], 'marks.pdf', { type: 'application/pdf' }));
    await userEvent.upload(screen.getByLabelText('पासपोर्ट साइजको फोटो'), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(document.querySelectorAll('[data-upload-status="succeeded"]')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /आवेदन पेश गर्नुहोस्/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया कक्षा छान्नुहोस्');
    const classes = screen.getByRole('radiogroup', { name: 'कक्षा' });
    expect(classes).toHaveAttribute('aria-invalid', 'true');
    expect(classes).toHaveClass('registration-radios-missing');
    await waitFor(() => expect(within(classes).getAllByRole('radio')[0]).toHaveFocus());

    await userEvent.click(screen.getByLabelText('नर्सरी'));
    expect(classes).not.toHaveClass('registration-radios-missing');
    fireEvent.click(screen.getByRole('button', { name: /आवेदन पेश गर्नुहोस्/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/registrations')).toBe(true));
    // the page's language goes along: the confirmation mail is written in it
    expect(calls.find((c) => c.url === '/api/registrations')!.body).toMatchObject({ phone: '9841234567', lvl: 'Nursery', lang: 'ne' });
    const receipt = await screen.findByRole('status', { name: 'तपाईंको आवेदन प्राप्त भयो' });
    expect(receipt).toHaveTextContent('तपाईंको सन्दर्भ नम्बर: REG-2083-000042');
    expect(receipt).toHaveTextContent('अब के हुन्छ: भर्ना शाखाले');
    expect(receipt).not.toHaveTextContent(/reference|What happens/);
  });

  it('a document over 5 MB says it is too large (not the wrong type), and the limit is stated beside each field', async () => {
    const calls = mockApi({});
    renderRemote(<RegistrationForm />);
    expect(screen.getAllByText('At most 5 MB')).toHaveLength(1);
    expect(screen.getByText('At most 5 MB; a larger photo is made smaller before it is sent')).toBeInTheDocument();
    // jsdom draws no pictures, so the photo stays as chosen: what a browser that cannot shrink it would send
    await userEvent.upload(screen.getByLabelText('Marksheet of the last class'), new File([new Uint8Array(6 * 1024 * 1024)], 'marks.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file is too large: at most 5 MB')).toBeInTheDocument();
    expect(screen.queryByText('Please add valid file (Only PDF | WORD)')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
