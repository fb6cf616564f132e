import { setRuntimeConfig } from '@school/shared/session';
import {
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsDaysInMonth,
  formatBs,
  formatBsAd,
  fromBikramSambat,
  parseBsDay,
  toBikramSambat,
  toNepaliDigits,
} from './bikram-sambat';

/*
 * Reference dates are copied from the converter's own fixtures: the medic/bikram-sambat repository at
 * commit 1aabdf9 (its js/package.json is 1.8.1, the version installed here):
 * - test-data/toBik_euro.json: a Gregorian day → its BS day, for every day from 1913-04-13 to 2033-12-31;
 * - test-data/daysInMonth.json: the month lengths of each BS year 1970–2090;
 * - test-data/daysInMonth-unsupported.json: years it has no data for (1969, 2091).
 * Each pair is checked both ways (AD → BS and BS → AD).
 */
const FROM_TO_BIK_EURO: Array<[ad: string, bs: string]> = [
  ['1913-04-13', '1970-01-01'], // the first day of the supported range
  ['1949-06-06', '2006-02-24'],
  ['1950-04-13', '2007-01-01'],
  ['2000-04-12', '2056-12-30'], // the eve of Baisakh 1 …
  ['2000-04-13', '2057-01-01'], // … and Baisakh 1
  ['2024-04-12', '2080-12-30'],
  ['2024-04-13', '2081-01-01'],
  ['2025-04-13', '2081-12-31'],
  ['2025-04-14', '2082-01-01'],
  ['2025-09-18', '2082-06-02'],
  ['2026-01-01', '2082-09-17'],
  ['2026-04-13', '2082-12-30'],
  ['2026-04-14', '2083-01-01'],
  ['2026-11-23', '2083-08-07'], // issue 13's example
  ['2027-04-14', '2084-01-01'],
  ['2033-04-13', '2089-12-30'],
  ['2033-04-14', '2090-01-01'], // Baisakh 1 of the last supported year
  ['2033-12-31', '2090-09-16'], // the fixture's last row
];

// test-data/daysInMonth.json, "2090" and "1970"
const DAYS_2090 = [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30];
const DAYS_1970 = [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30];

const bsText = (bs: { year: number; month: number; day: number } | null) =>
  bs && `${bs.year}-${String(bs.month).padStart(2, '0')}-${String(bs.day).padStart(2, '0')}`;

const ZONES = ['Asia/Kathmandu', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const originalTz = process.env.TZ;

describe.each(ZONES)('BS conversion in a browser in %s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it.each(FROM_TO_BIK_EURO)('%s AD is %s BS, and back', (ad, bs) => {
    expect(bsText(toBikramSambat(ad))).toBe(bs);
    const [y, m, d] = bs.split('-').map(Number);
    expect(fromBikramSambat(y, m, d)).toBe(ad);
    expect(parseBsDay(bs)).toBe(ad);
  });

  it('prints the issue example in both languages', () => {
    expect(formatBs('2026-11-23', 'ne')).toBe('७ मंसिर २०८३');
    expect(formatBs('2026-11-23', 'en')).toBe('Mangsir 7, 2083 BS');
    expect(formatBsAd('2026-11-23', 'en')).toBe('Mangsir 7, 2083 BS (Nov 23, 2026)');
    expect(formatBsAd('2026-11-23', 'ne')).toBe('७ मंसिर २०८३ (२३ नोभेम्बर २०२६)');
    // where SPEC fixes the AD text, it stands whole in the brackets
    expect(formatBsAd('2026-11-23', 'en', '23-Nov-2026')).toBe('Mangsir 7, 2083 BS (23-Nov-2026)');
  });

  it("dates an instant by its day in the school's zone", () => {
    // 18:15 UTC on 22 Nov is midnight of 23 Nov in Kathmandu
    expect(formatBs('2026-11-22T18:15:00.000Z')).toBe('Mangsir 7, 2083 BS');
    expect(formatBs('2026-11-22T18:14:00.000Z')).toBe('Mangsir 6, 2083 BS');
    // Baisakh 1 begins at midnight in Kathmandu, 18:15 UTC the evening before
    expect(formatBs('2026-04-13T18:15:00.000Z', 'ne')).toBe('१ बैशाख २०८३');
    expect(formatBs('2026-04-13T18:14:00.000Z', 'ne')).toBe('३० चैत २०८२');
  });
});

describe('the ends of the supported range', () => {
  it('starts on 1 Baisakh 1970 BS (13 Apr 1913), and has nothing the day before', () => {
    expect(BS_FIRST_YEAR).toBe(1970);
    expect(formatBs('1913-04-13')).toBe('Baisakh 1, 1970 BS');
    expect(toBikramSambat('1913-04-12')).toBeNull();
    expect(formatBsAd('1913-04-12', 'en', '12-Apr-1913')).toBe('12-Apr-1913');
    expect(DAYS_1970.map((_, i) => bsDaysInMonth(1970, i + 1))).toEqual(DAYS_1970);
    expect(fromBikramSambat(1969, 12, 30)).toBeNull();
  });

  it('ends on the last day of Chaitra 2090 BS (13 Apr 2034), and has nothing the day after', () => {
    expect(BS_LAST_YEAR).toBe(2090);
    expect(DAYS_2090.map((_, i) => bsDaysInMonth(2090, i + 1))).toEqual(DAYS_2090);
    // 2090 BS starts on 2033-04-14 (toBik_euro.json) and has 365 days (daysInMonth.json)
    expect(DAYS_2090.reduce((a, b) => a + b, 0)).toBe(365);
    expect(fromBikramSambat(2090, 12, 30)).toBe('2034-04-13');
    expect(formatBs('2034-04-13', 'ne')).toBe('३० चैत २०९०');
    expect(toBikramSambat('2034-04-14')).toBeNull();
    expect(fromBikramSambat(2091, 1, 1)).toBeNull();
    expect(formatBsAd('2034-04-14', 'ne')).toBe('१४ अप्रिल २०३४');
  });
});

describe('reading a BS date typed in a console', () => {
  it('takes Latin or Devanagari digits and -, / or . between the parts', () => {
    expect(parseBsDay('2083-8-7')).toBe('2026-11-23');
    expect(parseBsDay('२०८३-०८-०७')).toBe('2026-11-23');
    expect(parseBsDay(' 2083/08/07 ')).toBe('2026-11-23');
  });
  it('rejects a day the month does not have, a month 13, and text', () => {
    // Mangsir 2083 has 29 days (daysInMonth.json, "2083")
    expect(bsDaysInMonth(2083, 8)).toBe(29);
    expect(parseBsDay('2083-08-29')).toBe('2026-12-15');
    expect(parseBsDay('2083-08-30')).toBeNull();
    expect(parseBsDay('2083-13-01')).toBeNull();
    expect(parseBsDay('2083-00-10')).toBeNull();
    expect(parseBsDay('7 Mangsir')).toBeNull();
    expect(parseBsDay('')).toBeNull();
  });
});

describe('the school zone is a setting', () => {
  afterEach(() => setRuntimeConfig({}));
  it('moves an instant, never a calendar day', () => {
    setRuntimeConfig({ timeZone: 'America/Los_Angeles' });
    expect(formatBs('2026-11-23T06:00:00.000Z')).toBe('Mangsir 6, 2083 BS');
    expect(formatBs('2026-11-23')).toBe('Mangsir 7, 2083 BS');
  });
});

it('writes Nepali digits', () => {
  expect(toNepaliDigits('2083-08-07')).toBe('२०८३-०८-०७');
  expect(formatBs(undefined)).toBe('');
  expect(formatBsAd('not a date')).toBe('');
});
