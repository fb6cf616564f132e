import { screen } from '@testing-library/react';
import { renderRemote } from '@school/shared/build/test';
import { PublishBadge, publishingBody, publishState, toPublishAtInput } from './publishing';

describe('drafts and schedules in the console', () => {
  const now = new Date('2026-11-24T06:00:00.000Z');

  it('names the state of an item: Draft, Scheduled for its time in the school zone, or Published', () => {
    expect(publishState({ status: 'draft', publishAt: '2030-01-01T00:00:00.000Z' }, now)).toBe('Draft');
    // 03:15 UTC is 09:00 in Kathmandu (+05:45)
    expect(publishState({ status: 'published', publishAt: '2026-12-01T03:15:00.000Z' }, now)).toBe('Scheduled for 01-Dec-2026 09:00');
    expect(publishState({ status: 'published', publishAt: '2026-11-01T03:15:00.000Z' }, now)).toBe('Published');
    expect(publishState({ status: 'published', publishAt: null }, now)).toBe('Published');
    // answers from before drafts existed
    expect(publishState({}, now)).toBe('Published');
  });

  it("sends the Publish at input's time, read in the school's zone, as an ISO instant, and shows it back", () => {
    expect(publishingBody({ status: 'draft', publishAt: '2026-12-01T09:00' })).toEqual({ status: 'draft', publishAt: '2026-12-01T03:15:00.000Z' });
    expect(publishingBody({ publishAt: '' })).toEqual({ status: 'published', publishAt: null });
    expect(publishingBody({})).toEqual({ status: 'published', publishAt: null });
    expect(toPublishAtInput('2026-12-01T03:15:00.000Z')).toBe('2026-12-01T09:00');
    expect(toPublishAtInput(null)).toBe('');
  });

  it('shows the badge text', () => {
    renderRemote(<PublishBadge item={{ status: 'draft', publishAt: null }} />);
    expect(screen.getByTestId('publish-badge')).toHaveTextContent('Draft');
  });
});
