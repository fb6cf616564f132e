import dayjs from 'dayjs';
import { eventDateError } from './event-dates';

const start = dayjs('2026-03-02T10:00:00');

describe('eventDateError', () => {
  it('needs both dates', () => {
    expect(eventDateError(null, null)).toBe('Please enter both start and end dates.');
    expect(eventDateError(start, undefined)).toBe('Please enter both start and end dates.');
    expect(eventDateError(undefined, start)).toBe('Please enter both start and end dates.');
  });

  it('needs the end strictly after the start', () => {
    expect(eventDateError(start, start)).toBe('End date must be after the start date.');
    expect(eventDateError(start, start.subtract(1, 'minute'))).toBe('End date must be after the start date.');
    expect(eventDateError(start, start.add(1, 'minute'))).toBeNull();
  });

  it('allows at most 20 days', () => {
    expect(eventDateError(start, start.add(20, 'day'))).toBeNull();
    expect(eventDateError(start, start.add(20, 'day').add(1, 'minute'))).toBe('Event duration cannot exceed 20 days.');
    expect(eventDateError(start, start.add(21, 'day'))).toBe('Event duration cannot exceed 20 days.');
  });
});
