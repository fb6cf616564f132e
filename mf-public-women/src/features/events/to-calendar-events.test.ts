import { initialMonth, isOneDay, monthTitle, toCalendarEvents, upcomingEvents } from './to-calendar-events';

const ev = (id: string, startDate: string, endDate: string) => ({ _id: id, title: id, description: '', startDate, endDate, createdAt: '2026-01-01T00:00:00.000Z', status: 'published' as const, publishAt: null });

describe('toCalendarEvents', () => {
  it('spans the start day to the end day inclusive, with an exclusive end for FullCalendar', () => {
    expect(toCalendarEvents([ev('a', '2026-03-02T10:00:00', '2026-03-05T16:00:00')])).toEqual([
      { id: 'a', title: 'a', start: '2026-03-02', end: '2026-03-06', allDay: true },
    ]);
  });

  it("draws a one-day event (the console's 'One day' sends the next day as the end) on its one day", () => {
    expect(toCalendarEvents([ev('d', '2026-03-31', '2026-04-01')])).toEqual([{ id: 'd', title: 'd', start: '2026-03-31', end: '2026-04-01', allDay: true }]);
    expect([isOneDay(ev('d', '2026-03-31', '2026-04-01')), isOneDay(ev('e', '2026-03-31', '2026-04-02'))]).toEqual([true, false]);
  });

  it('accepts date-only values and drops invalid ones', () => {
    expect(toCalendarEvents([ev('b', '2026-03-30', '2026-04-02'), ev('c', 'nope', '2026-04-02')])).toEqual([
      { id: 'b', title: 'b', start: '2026-03-30', end: '2026-04-03', allDay: true },
    ]);
  });
});

describe('upcomingEvents and initialMonth', () => {
  const now = new Date('2026-03-10T12:00:00');
  const past = ev('past', '2026-02-01', '2026-02-03');
  const today = ev('today', '2026-03-08', '2026-03-10');
  const later = ev('later', '2026-05-04', '2026-05-06');

  it('keeps events that have not ended, soonest first', () => {
    expect(upcomingEvents([later, past, today], now).map((e) => e._id)).toEqual(['today', 'later']);
  });

  it('opens on this month when something happens in it, else on the next event’s month', () => {
    expect(initialMonth([later, today], now)).toBe('2026-03-10');
    expect(initialMonth([later, past], now)).toBe('2026-05-01');
    expect(initialMonth([], now)).toBe('2026-03-10');
  });
});

describe('monthTitle', () => {
  it('is the AD month in English, and BS months first with Nepali digits in Nepali', () => {
    expect(monthTitle(2026, 10, 'en')).toBe('November 2026');
    expect(monthTitle(2026, 10, 'ne')).toBe('कार्तिक–मंसिर २०८३ (नोभेम्बर २०२६)');
    // April: the BS year turns in the middle of the AD month
    expect(monthTitle(2026, 3, 'ne')).toBe('चैत २०८२–बैशाख २०८३ (अप्रिल २०२६)');
  });
});
