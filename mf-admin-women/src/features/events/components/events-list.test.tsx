import { fireEvent, screen, within } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply, type ApiCall } from '@school/shared/build/test';
import { EventsList } from './events-list';

const camp = { _id: 'w1', title: 'Health camp', description: 'Screening', startDate: '2099-05-01', endDate: '2099-05-03', createdAt: '2026-01-01', status: 'published' as const, publishAt: null };

describe("women's-centre events list: Edit (issue 14)", () => {
  it('opens the event form prefilled with both days; saving sends the PUT and the list shows the change', async () => {
    let current = camp;
    const calls: ApiCall[] = mockApi({
      'GET /api/events/sub-domain/all': () => [current],
      'PUT /api/events/sub-domain/w1': (call) => {
        current = { ...current, ...(call.body as object) };
        return current;
      },
    });
    renderRemote(<EventsList />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Health camp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue('01-May-2099');
    expect(within(dialog).getByLabelText('End Date')).toHaveValue('03-May-2099');
    fill(within(dialog).getByLabelText('Title'), 'Health camp II');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event Edited Successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')[0]?.body).toEqual({
      title: 'Health camp II',
      description: 'Screening',
      startDate: '2099-05-01',
      endDate: '2099-05-03',
      status: 'published',
    });
    expect(await screen.findByText('Health camp II')).toBeInTheDocument();
  });

  it("shows the API's refusal in the dialog", async () => {
    mockApi({
      'GET /api/events/sub-domain/all': [camp],
      'PUT /api/events/sub-domain/w1': reply(404, { message: 'Event not found' }),
    });
    renderRemote(<EventsList />, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Health camp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Event not found')).toBeInTheDocument();
  });
});
