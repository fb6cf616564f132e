import { screen } from '@testing-library/react';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import type { WomenEvent } from '@school/shared/contract';
import EventPage from './event-page';

// A women's-centre event's page (issue 33, item 4).

const camp: WomenEvent = {
  _id: 'w1', title: 'Health camp', description: 'Free check-ups for women.', startDate: '2026-03-05', endDate: '2026-03-07',
  createdAt: '2026-02-01T00:00:00.000Z', status: 'published', publishAt: null,
};

describe("the women's-centre event page", () => {
  it("shows an event over several days, both ends included, its .ics and the centre's feed", async () => {
    mockApi({ 'GET /api/events/sub-domain/w1': camp });
    renderRemote(<EventPage />, { route: '/events/w1', path: '/events/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Health camp' })).toBeInTheDocument();
    expect(screen.getByText('Falgun 21, 2082 BS (05-Mar-2026)')).toBeInTheDocument();
    expect(screen.getByText('Falgun 23, 2082 BS (07-Mar-2026)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', 'http://api.test/api/events/sub-domain/w1.ics');
    expect(screen.getByRole('link', { name: 'Subscribe to the events calendar' })).toHaveAttribute('href', 'webcal://api.test/events/women.ics');
    expect(screen.getByRole('link', { name: 'Back to the centre' })).toHaveAttribute('href', '/');
  });

  it('a one-day event (stored with the next day as its end) shows its one day', async () => {
    mockApi({ 'GET /api/events/sub-domain/w1': { ...camp, endDate: '2026-03-06' } });
    renderRemote(<EventPage />, { route: '/events/w1', path: '/events/:id' });
    expect(await screen.findByText('Falgun 21, 2082 BS (05-Mar-2026)')).toBeInTheDocument();
    expect(screen.queryByText(/06-Mar-2026/)).not.toBeInTheDocument();
  });

  it('an unknown id shows the not-found page', async () => {
    mockApi({ 'GET /api/events/sub-domain/nope': reply(404, { message: 'Event not found' }) });
    renderRemote(<EventPage />, { route: '/events/nope', path: '/events/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, there is nothing here ...' })).toBeInTheDocument();
  });
});
