import { screen } from '@testing-library/react';
import { renderRemote } from '@school/shared/build/test';
import type { SchoolEvent } from '@school/shared/contract';
import { EventItem } from './event-item';

const event: SchoolEvent = {
  _id: 'e1', user: 'u1', title: 'Open day', description: 'Meet the teachers.', date: '2026-12-04', image: '', isOutdated: false,
  createdAt: '2026-11-01T00:00:00Z', status: 'published', publishAt: null,
};

describe('public event item', () => {
  it('shows the optional start time and venue (issue 38), and nothing for an event without them', async () => {
    const { unmount } = renderRemote(<EventItem event={{ ...event, startTime: '10:30', venue: 'School hall' }} />, { plainRouter: true });
    expect(await screen.findByText('Starts at 10:30')).toBeInTheDocument();
    expect(screen.getByText('Venue: School hall')).toBeInTheDocument();
    unmount();
    renderRemote(<EventItem event={event} />, { plainRouter: true });
    expect(await screen.findByText('Open day')).toBeInTheDocument();
    expect(screen.queryByTestId('event-details')).not.toBeInTheDocument();
  });
});
