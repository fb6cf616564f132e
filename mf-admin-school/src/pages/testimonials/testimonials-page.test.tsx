import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageFile, mockApi, mockUploads, renderAdmin, fill } from '../../test/render';
import TestimonialsPage from './index';

const team = [{ _id: 't1', fullName: 'Maya Gurung', desc: 'Principal', image: '/uploads/a.png' }];

describe('testimonials screen', () => {
  it('shows each section with its empty text', async () => {
    mockApi({ 'GET /api/teams': [], 'GET /api/testimonials/students': [{ students: [] }], 'GET /api/testimonials/visitors': [] });
    renderAdmin(<TestimonialsPage />);
    expect(await screen.findByText('Team Section is Empty......')).toBeInTheDocument();
    expect(await screen.findByText('Students Testimonial is Empty......')).toBeInTheDocument();
    expect(await screen.findByText('Visitors Testimonial is Empty......')).toBeInTheDocument();
  });

  it("adds a team member through 'New': upload first, then the create call; the dialog closes and the list reloads", async () => {
    const calls = mockApi({
      'GET /api/teams': team,
      'GET /api/testimonials/students': [{ students: [] }],
      'GET /api/testimonials/visitors': [{ visitors: [] }],
      'POST /api/teams': [201, { _id: 't2' }],
    });
    const uploads = mockUploads(() => [201, '/uploads/new.png'], { hold: true });
    renderAdmin(<TestimonialsPage />);
    expect(await screen.findByText('Maya Gurung')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('section-Teams')).getByRole('button', { name: /New$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please add valid image')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide Full Name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide Description')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please provide Message')).not.toBeInTheDocument();

    await userEvent.upload(within(dialog).getByLabelText('Image'), imageFile());
    // While the file uploads, submit waits.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled());
    expect(uploads.calls[0]).toMatchObject({ url: 'http://api.test/api/upload?kind=image', field: 'formFile', auth: 'Bearer test-token' });
    act(() => uploads.release());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());

    fill(within(dialog).getByLabelText('Full Name'), 'Ram Thapa');
    fill(within(dialog).getByLabelText('Description'), 'Vice Principal');
    const listCallsBefore = calls.filter((c) => c.method === 'GET' && c.url === '/api/teams').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Team Added Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ fullName: 'Ram Thapa', desc: 'Vice Principal', image: '/uploads/new.png' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Team Member' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/teams').length).toBe(listCallsBefore + 1));
  });

  it('a rejected image shows its hint and keeps submit disabled', async () => {
    mockApi({ 'GET /api/teams': [], 'GET /api/testimonials/students': [], 'GET /api/testimonials/visitors': [] });
    mockUploads(() => [400, { message: 'Only image file can be added.' }]);
    renderAdmin(<TestimonialsPage />);
    fireEvent.click(within(await screen.findByTestId('section-Visitors')).getByRole('button', { name: /New$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Visitor Testimonial' });
    await userEvent.upload(within(dialog).getByLabelText('Image'), imageFile('x.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please add valid image');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
