import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LangContext, type Lang } from '@school/shared/kit';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import { ApplyForm } from './apply-form';

jest.setTimeout(60_000);

/** Fills the form in `lang`'s labels, uploads a CV and submits; answers the application with `reference`. */
async function applyIn(lang: Lang, labels: { name: string; email: string; phone: string; message: string; cv: string; submit: RegExp }) {
  const calls = mockApi({
    'POST /api/upload': reply(201, '/uploads/0123456789abcdef0123456789abcdef.pdf'),
    'POST /api/careers/send': { status: 'success', reference: 'JOB-2083-000015' },
  });
  renderRemote(
    <LangContext.Provider value={lang}>
      <ApplyForm careerTitle="Physics Teacher" careerId="c1" />
    </LangContext.Provider>,
  );
  await userEvent.type(await screen.findByLabelText(labels.name), 'Kamal Shrestha');
  await userEvent.type(screen.getByLabelText(labels.email), 'kamal@example.com');
  await userEvent.type(screen.getByLabelText(labels.phone), '9841234567');
  await userEvent.type(screen.getByLabelText(labels.message), 'I teach physics.');
  await userEvent.upload(screen.getByLabelText(labels.cv), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(document.querySelector('[data-upload-status="succeeded"]')).not.toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  return calls;
}

describe('career ApplyForm', () => {
  it('shows its messages only after the first submit, and the phone must be 10 digits once normalised', async () => {
    mockApi({});
    renderRemote(<ApplyForm careerTitle="Physics Teacher" careerId="c1" />);
    await userEvent.type(screen.getByLabelText('Phone number'), '98412');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Please provide Valid Phone Number')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Submit Application/ }));
    expect(await screen.findByText('Please provide Valid Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Please provide Full Name')).toBeInTheDocument();
    expect(screen.getByText('Please add valid file')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await waitFor(() => expect(screen.queryByText('Please provide Valid Phone Number')).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('Phone number'), '9');
    expect(await screen.findByText('Please provide Valid Phone Number')).toBeInTheDocument();
    // written as people write it: Nepali digits, the country code, spaces and hyphens
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+९७७ ९८४१२-१२३४५' } });
    await waitFor(() => expect(screen.queryByText('Please provide Valid Phone Number')).not.toBeInTheDocument());
  });

  it("refuses a CV of 2 MB or more with the alert 'File size cant be greater than 2 MB'", async () => {
    mockApi({});
    renderRemote(<ApplyForm careerTitle="Physics Teacher" />);
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('CV'), big);
    expect(await screen.findByText('File size cant be greater than 2 MB')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('File size cant be greater than 2 MB');
  });

  it('shows the application\'s reference and what happens next after a success, the form cleared (issue 33)', async () => {
    const calls = await applyIn('en', { name: 'Full name', email: 'Email', phone: 'Phone number', message: 'Message', cv: 'CV', submit: /Submit Application/ });
    const receipt = await screen.findByRole('status', { name: 'Your job application has been received' });
    expect(receipt).toHaveTextContent('Your reference number: JOB-2083-000015');
    expect(receipt).toHaveTextContent('What happens next: we review the applications after the closing date');
    expect(calls.find((c) => c.url === '/api/careers/send')!.body).toMatchObject({ careerData: { fullName: 'Kamal Shrestha', careerId: 'c1' }, lang: 'en' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
  });

  it('on a Nepali page the application says so in Nepali and asks for the mail in Nepali', async () => {
    const calls = await applyIn('ne', { name: 'पूरा नाम', email: 'इमेल', phone: 'फोन नम्बर', message: 'सन्देश', cv: 'बायोडाटा (CV)', submit: /आवेदन पेश गर्नुहोस्/ });
    const receipt = await screen.findByRole('status', { name: 'तपाईंको रोजगारी आवेदन प्राप्त भयो' });
    expect(receipt).toHaveTextContent('तपाईंको सन्दर्भ नम्बर: JOB-2083-000015');
    expect(calls.find((c) => c.url === '/api/careers/send')!.body).toMatchObject({ lang: 'ne' });
  });
});
