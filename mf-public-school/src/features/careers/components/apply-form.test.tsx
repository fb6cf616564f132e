import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { ApplyForm } from './apply-form';

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
});
