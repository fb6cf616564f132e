import dayjs from 'dayjs';
import { eventDateProblem } from './event-dates';

const start = dayjs('2026-03-02');

describe('eventDateProblem (calendar days)', () => {
  it('names a single missing date under its picker, and both missing once', () => {
    expect(eventDateProblem(null, null)).toEqual({ field: null, message: 'Please enter both start and end dates.' });
    expect(eventDateProblem(start, undefined)).toEqual({ field: 'endDate', message: 'Please select End Date' });
    expect(eventDateProblem(undefined, start)).toEqual({ field: 'startDate', message: 'Please select Start Date' });
  });

  it('needs the end on a later day than the start', () => {
    expect(eventDateProblem(start, start)?.message).toBe('End date must be after the start date.');
    expect(eventDateProblem(start, start.subtract(1, 'day'))?.message).toBe('End date must be after the start date.');
    // a later time on the same day is still the same day
    expect(eventDateProblem(start.hour(9), start.hour(17))?.message).toBe('End date must be after the start date.');
    expect(eventDateProblem(start, start.add(1, 'day'))).toBeNull();
  });

  it('allows at most 20 days', () => {
    expect(eventDateProblem(start, start.add(20, 'day'))).toBeNull();
    expect(eventDateProblem(start.hour(8), start.add(20, 'day').hour(20))).toBeNull();
    expect(eventDateProblem(start, start.add(21, 'day'))?.message).toBe('Event duration cannot exceed 20 days.');
  });
});
