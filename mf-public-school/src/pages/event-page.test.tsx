import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { LangContext, type Lang } from '@school/shared/kit';
import { mockApi, renderRemote, reply } from '@school/shared/build/test';
import type { SchoolEvent } from '@school/shared/contract';
import EventPage from './event-page';
import EventsPage from './events-page';

// An event's page (issue 33, item 4): the event, 'Add to calendar' (its .ics) and the feed to subscribe to.

const inLang = (lang: Lang, ui: ReactElement) => <LangContext.Provider value={lang}>{ui}</LangContext.Provider>;

const event: SchoolEvent = {
  _id: 'e1', user: 'u1', title: 'Prize giving', titleNe: 'पुरस्कार वितरण', description: 'Awards for the year.\nParents are welcome.', date: '2026-03-05', image: '',
  isOutdated: false, createdAt: '2026-02-01T00:00:00.000Z', status: 'published', publishAt: null, startTime: '10:30', venue: 'Main hall',
};

describe('the school event page', () => {
  it('shows the event with its BS and AD date, time and venue, its .ics and the webcal feed', async () => {
    mockApi({ 'GET /api/events/e1': event });
    renderRemote(inLang('en', <EventPage />), { route: '/events/e1', path: '/events/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prize giving' })).toBeInTheDocument();
    expect(screen.getByText('Falgun 21, 2082 BS (05-Mar-2026)')).toBeInTheDocument();
    expect(screen.getByText('10:30')).toBeInTheDocument();
    expect(screen.getByText('Main hall')).toBeInTheDocument();
    expect(screen.getByText(/Awards for the year\.\s*Parents are welcome\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', 'http://api.test/api/events/e1.ics');
    expect(screen.getByRole('link', { name: 'Subscribe to the events calendar' })).toHaveAttribute('href', 'webcal://api.test/events/school.ics');
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/events');
    expect(document.title).toContain('Prize giving');
  });

  it('reads in Nepali on a Nepali page: its Nepali title, Nepali digits and buttons', async () => {
    mockApi({ 'GET /api/events/e1': event });
    renderRemote(inLang('ne', <EventPage />), { route: '/events/e1', path: '/events/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पुरस्कार वितरण' })).toBeInTheDocument();
    expect(screen.getByText('१०:३०')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'क्यालेन्डरमा थप्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कार्यक्रम क्यालेन्डरको सदस्यता लिनुहोस्' })).toBeInTheDocument();
    expect(screen.queryByText('Add to calendar')).not.toBeInTheDocument();
  });

  it('an id that is no published event shows the not-found page', async () => {
    mockApi({ 'GET /api/events/nope': reply(404, { message: 'Event not found' }) });
    renderRemote(inLang('en', <EventPage />), { route: '/events/nope', path: '/events/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, there is nothing here ...' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it("the events list links each event to its page and offers the school's feed", async () => {
    mockApi({ 'GET /api/events/upcomingevents': [event] });
    renderRemote(inLang('en', <EventsPage />), { route: '/events' });
    expect(await screen.findByRole('link', { name: 'Prize giving' })).toHaveAttribute('href', '/events/e1');
    expect(screen.getByRole('link', { name: 'Subscribe to the events calendar' })).toHaveAttribute('href', 'webcal://api.test/events/school.ics');
  });
});
