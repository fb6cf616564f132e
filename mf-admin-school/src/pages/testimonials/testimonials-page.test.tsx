import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, held, imageFile, mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import TestimonialsPage from './index';

const team = [{ _id: 't1', fullName: 'Maya Gurung', desc: 'Principal', image: '/uploads/a.png', createdAt: '2026-01-01' }];

describe('testimonials screen', () => {
  it('shows each section with its empty text', async () => {
    mockApi({ 'GET /api/teams': [], 'GET /api/testimonials/students': [{ students: [] }], 'GET /api/testimonials/visitors': [] });
    renderRemote(<TestimonialsPage />, { signedIn: true });
    expect(await screen.findByText('Team Section is Empty......')).toBeInTheDocument();
    expect(await screen.findByText('Students Testimonial is Empty......')).toBeInTheDocument();
    expect(await screen.findByText('Visitors Testimonial is Empty......')).toBeInTheDocument();
  });

  it("adds a team member through 'New': upload first, then the create call; the dialog closes and the list reloads", async () => {
    const upload = held(reply(201, '/uploads/new.png'));
    const calls = mockApi({
      'GET /api/teams': team,
      'GET /api/testimonials/students': [{ students: [] }],
      'GET /api/testimonials/visitors': [{ visitors: [] }],
      'POST /api/upload': upload.answer,
      'POST /api/teams': reply(201, testAnswer(E.createTeam, { _id: 't2' })),
    });
    renderRemote(<TestimonialsPage />, { signedIn: true });
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
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      href: 'http://api.test/api/upload?kind=image',
      auth: 'Bearer test-token',
      files: [{ field: 'formFile', name: 'photo.png', type: 'image/png' }],
    });
    act(() => upload.release());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());

    fill(within(dialog).getByLabelText('Full Name'), 'Ram Thapa');
    fill(within(dialog).getByLabelText('Description'), 'Vice Principal');
    const listCallsBefore = calls.filter((c) => c.method === 'GET' && c.url === '/api/teams').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Team Added Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/teams')?.body).toEqual({ fullName: 'Ram Thapa', desc: 'Vice Principal', image: '/uploads/new.png' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Team Member' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/teams').length).toBe(listCallsBefore + 1));
  });

  it('a rejected image shows its hint and keeps submit disabled', async () => {
    mockApi({
      'GET /api/teams': [],
      'GET /api/testimonials/students': [{ students: [] }],
      'GET /api/testimonials/visitors': [{ visitors: [] }],
      'POST /api/upload': reply(400, { message: 'Only image file can be added.' }),
    });
    renderRemote(<TestimonialsPage />, { signedIn: true });
    fireEvent.click(within(await screen.findByTestId('section-Visitors')).getByRole('button', { name: /New$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Visitor Testimonial' });
    await userEvent.upload(within(dialog).getByLabelText('Image'), imageFile('x.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please add valid image');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
