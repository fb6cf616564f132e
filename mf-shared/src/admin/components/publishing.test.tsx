import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { renderRemote } from '@school/shared/build/test';
import { PublishBadge, PublishingFields, publishingBody, publishState, toPublishAtInput, type PublishingValues } from './publishing';

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
    // a create form's time counts only with 'Schedule' ticked
    expect(publishingBody({ status: 'published', schedule: false, publishAt: '2026-12-01T09:00' })).toEqual({ status: 'published', publishAt: null });
    expect(toPublishAtInput('2026-12-01T03:15:00.000Z')).toBe('2026-12-01T09:00');
    expect(toPublishAtInput(null)).toBe('');
  });

  it('shows the badge text', () => {
    renderRemote(<PublishBadge item={{ status: 'draft', publishAt: null }} />);
    expect(screen.getByTestId('publish-badge')).toHaveTextContent('Draft');
  });

  it('takes Publish at in Bikram Sambat and sends the same instant (issue 13)', () => {
    let values: PublishingValues = {};
    render(
      <Form onValuesChange={(_, all: PublishingValues) => (values = all)}>
        <PublishingFields defaults={false} />
      </Form>,
    );
    fireEvent.click(within(screen.getByTestId('calendar-publishAt')).getByRole('radio', { name: 'BS' }));
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2083-08-15' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:00' } });
    expect(values.publishAt).toBe('2026-12-01T09:00');
    expect(screen.getByText('01-Dec-2026 09:00 (AD)')).toBeInTheDocument();
    expect(publishingBody(values)).toEqual({ status: 'published', publishAt: '2026-12-01T03:15:00.000Z' });
    // back in AD, the date-time input holds that time, and its BS day shows under it
    fireEvent.click(within(screen.getByTestId('calendar-publishAt')).getByRole('radio', { name: 'AD' }));
    expect(screen.getByLabelText('Publish at')).toHaveValue('2026-12-01T09:00');
    expect(screen.getByText('Mangsir 15, 2083 BS')).toBeInTheDocument();
  });
});
