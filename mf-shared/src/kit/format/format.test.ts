import dayjs from 'dayjs';
import { setRuntimeConfig } from '@school/shared/session';
import { dayToPicker, pickedDay } from './school-time';
import {
  abbreviateCount,
  formatDate,
  formatLongDate,
  formatMonthDayYear,
  imageVariant,
  matchesSearch,
  schoolDay,
  schoolToday,
  timeRemaining,
  toCalendarDay,
  truncate,
  youtubeId,
} from './index';

/*
 * Node reads TZ again whenever it changes, so these run the helpers as a browser in each
 * zone would. Calendar days must print the same everywhere; instants print in the
 * school's zone (Asia/Kathmandu, from /remotes.json).
 */
const ZONES = ['Asia/Kathmandu', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const originalTz = process.env.TZ;

describe.each(ZONES)('dates in a browser in %s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it('shows a calendar day as that day', () => {
    expect(formatDate('2026-12-10')).toBe('10-Dec-2026');
    expect(formatDate('2026-01-01')).toBe('01-Jan-2026');
    expect(formatLongDate('2026-03-05')).toBe('Thursday, 5 March 2026');
    expect(toCalendarDay('2026-12-31')).toBe('2026-12-31');
  });

  it("shows an instant as its day in the school's zone", () => {
    // 18:15 UTC on 14 Nov is midnight of 15 Nov in Kathmandu
    expect(formatDate('2026-11-14T18:15:00.000Z')).toBe('15-Nov-2026');
    expect(formatDate('2026-11-14T18:14:00.000Z')).toBe('14-Nov-2026');
    expect(schoolToday(new Date('2026-07-04T20:00:00Z'))).toBe('2026-07-05');
  });

  it('a stored day goes into a picker and comes back as the same day', () => {
    const picker = dayToPicker('2026-03-29')!;
    expect(picker.format('DD-MMM-YYYY')).toBe('29-Mar-2026');
    expect(pickedDay(picker)).toBe('2026-03-29');
    // a day picked in the browser's calendar is sent as that day
    expect(pickedDay(dayjs(new Date(2026, 10, 15)))).toBe('2026-11-15');
  });

  it('counts a deadline down to the end of its day in Kathmandu', () => {
    // midnight at the end of 31 Mar in Kathmandu is 18:15 UTC on 31 Mar
    expect(timeRemaining('2026-03-31', new Date('2026-03-31T06:15:00Z'))).toEqual({ days: 0, hours: 12 });
    expect(timeRemaining('2026-03-31', new Date('2026-03-31T18:16:00Z'))).toBeNull();
  });
});

describe('the school zone is a setting', () => {
  afterEach(() => {
    setRuntimeConfig({});
  });
  it('follows timeZone from the runtime config for instants, never for days', () => {
    setRuntimeConfig({ timeZone: 'America/Los_Angeles' });
    expect(formatDate('2026-11-14T18:15:00.000Z')).toBe('14-Nov-2026');
    expect(formatDate('2026-12-10')).toBe('10-Dec-2026');
  });
  it('ends a deadline day at the zone’s own midnight on the day its clocks change', () => {
    setRuntimeConfig({ timeZone: 'America/Los_Angeles' });
    // 8 Mar 2026 has 23 hours there: it ends at 00:00 PDT on 9 Mar, 07:00 UTC
    expect(timeRemaining('2026-03-08', new Date('2026-03-08T19:00:00Z'))).toEqual({ days: 0, hours: 12 });
    expect(timeRemaining('2026-03-08', new Date('2026-03-09T07:01:00Z'))).toBeNull();
  });
});

describe('a zone with a steady offset (utcOffset in /remotes.json)', () => {
  afterEach(() => {
    setRuntimeConfig({});
    jest.restoreAllMocks();
  });
  // what Intl says for the zone: the answer the offset must give
  const byIntl = (ms: number, zone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
        .formatToParts(ms)
        .filter((p) => p.type !== 'literal')
        .map((p) => [p.type, Number(p.value)]),
    );
    return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
  };
  const SPAN = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2099, 11, 25) };

  it('shows instants inside the span by adding the offset, the same fields Intl gives, and builds no Intl.DateTimeFormat', () => {
    // a zone no other test here has used, so its formatter is not cached already
    setRuntimeConfig({ timeZone: 'Asia/Kolkata', utcOffset: { minutes: 330, ...SPAN } });
    const expected = [];
    for (let ms = Date.UTC(2001, 0, 1, 0, 7, 13); ms < Date.UTC(2099, 0, 1); ms += 86_400_000 * 97 + 3_600_000 * 5 + 61_000) expected.push([ms, byIntl(ms, 'Asia/Kolkata')] as const);
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    for (const [ms, fields] of expected) expect([ms, schoolDay(ms)]).toEqual([ms, expect.objectContaining(fields)]);
    expect(made).not.toHaveBeenCalled();
    // a day that ends in the zone before it ends in UTC
    expect(formatDate('2026-11-24T18:15:00.000Z')).toBe('24-Nov-2026');
    expect(formatDate('2026-11-24T18:30:00.000Z')).toBe('25-Nov-2026');
  });

  it('uses Intl outside the span, and for another zone than the one the offset is for', () => {
    setRuntimeConfig({ timeZone: 'Asia/Kathmandu', utcOffset: { minutes: 999, from: Date.UTC(2020, 0, 1), to: Date.UTC(2030, 0, 1) } });
    // inside: the (deliberately wrong) offset is what is used
    expect(schoolDay(Date.UTC(2026, 0, 1, 0, 0))).toMatchObject({ day: 1, hour: 16, minute: 39 });
    // outside: Intl's +05:45
    expect(schoolDay(Date.UTC(2031, 0, 1, 0, 0))).toMatchObject({ day: 1, hour: 5, minute: 45 });
    setRuntimeConfig({ timeZone: 'America/Los_Angeles', utcOffset: undefined });
    expect(schoolDay(Date.UTC(2026, 6, 1, 12, 0))).toMatchObject({ hour: 5 });
  });
});

describe('schoolDay', () => {
  it('reads a calendar day’s fields and weekday, and refuses a day that does not exist', () => {
    expect(schoolDay('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23, hour: 0, minute: 0, second: 0, weekday: 1 });
    expect(schoolDay('2026-02-30')).toBeNull();
    expect(schoolDay('not a date')).toBeNull();
    expect(formatMonthDayYear('2026-11-23')).toBe('Nov 23, 2026');
  });
  it('reads an instant’s time in the school’s zone', () => {
    expect(schoolDay('2026-11-23T06:15:30Z')).toMatchObject({ day: 23, hour: 12, minute: 0, second: 30 });
  });
});

describe('formatDate', () => {
  it('formats as DD-MMM-YYYY', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('05-Mar-2026');
    expect(formatDate('2025-12-31')).toBe('31-Dec-2025');
  });
  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.23k'],
    [1235, '1.24k'],
    [999_999, '1m'],
    [2_500_000, '2.5m'],
    [3_456_789_012, '3.46b'],
    [7_000_000_000_000, '7t'],
  ])('%d → %s', (n, text) => expect(abbreviateCount(n)).toBe(text));
});

describe('truncate', () => {
  it('cuts to N characters followed by dots', () => {
    expect(truncate('a'.repeat(300), 299)).toBe(`${'a'.repeat(299)}...`);
  });
  it('leaves short text alone', () => {
    expect(truncate('short', 150)).toBe('short');
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('matchesSearch (news search)', () => {
  const news = { _id: '1', title: 'Science Fair Winners', author: 'Sita Sharma', description: 'Grade 10 projects', section: 'Primary' };
  it('does not filter at one character or less', () => {
    expect(matchesSearch(news, 'z')).toBe(true);
    expect(matchesSearch(news, ' ')).toBe(true);
  });
  it('matches case-insensitively across all fields', () => {
    expect(matchesSearch(news, 'science')).toBe(true);
    expect(matchesSearch(news, 'SHARMA')).toBe(true);
    expect(matchesSearch(news, 'primary')).toBe(true);
    expect(matchesSearch(news, 'grade 10')).toBe(true);
  });
  it('rejects text found in no field', () => {
    expect(matchesSearch(news, 'football')).toBe(false);
  });
});

describe('imageVariant', () => {
  it('maps an uploaded image to its thumbnail and web variants', () => {
    expect(imageVariant('/uploads/abc123.jpg', 'thumb')).toBe('/uploads/abc123.thumb.webp');
    expect(imageVariant('/uploads/abc123.PNG', 'web')).toBe('/uploads/abc123.web.webp');
  });
  it('leaves other paths unchanged', () => {
    expect(imageVariant('/uploads/file.pdf', 'thumb')).toBe('/uploads/file.pdf');
    expect(imageVariant('https://example.org/x.jpg', 'thumb')).toBe('https://example.org/x.jpg');
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s', (url, id) => expect(youtubeId(url)).toBe(id));
  it('rejects other links', () => {
    expect(youtubeId('https://vimeo.com/123')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
  });
});

describe('timeRemaining', () => {
  it('counts days and hours to the end of the deadline day in Kathmandu', () => {
    const now = new Date('2026-03-01T00:15:00Z');
    expect(timeRemaining('2026-03-03', now)).toEqual({ days: 2, hours: 18 });
  });
  it('is null once the deadline has passed', () => {
    expect(timeRemaining('2026-01-01', new Date('2026-03-01'))).toBeNull();
  });
});
