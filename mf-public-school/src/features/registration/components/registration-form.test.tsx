import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@school/shared/session';
import { mockApi, renderPublic } from '../../../test/render';
import { RegistrationForm } from './registration-form';

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
    expect(await screen.findByText('Please Select Level Value')).toBeInTheDocument();
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
});
