import { daysInMonth, toBik, toDev, toGreg } from 'bikram-sambat';
import { formatMonthDayYear, schoolDay, toCalendarDay, type DateInput } from './index';

/*
 * Bikram Sambat (BS), the calendar Nepal dates things in (issue 13). The conversion is the
 * `bikram-sambat` package's (ARCHITECTURE.md, "Bikram Sambat dates", says why that one); this
 * file only names months and lays out text. The AD day a BS date stands for is found exactly as
 * the AD helpers find it (format/index.ts): a calendar day as that day, an instant as its day in
 * the school's zone. Nothing here reads the browser's zone, so a server render prints the same.
 */

type Lang = 'en' | 'ne';

export interface BsDay {
  year: number;
  /** 1 (Baisakh) to 12 (Chaitra). */
  month: number;
  day: number;
}

/** The months in English, as Nepal's English press spells them. */
export const BS_MONTHS_EN = ['Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Asoj', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra'] as const;

/** The Gregorian months in Nepali, for the AD day beside a BS date on Nepali pages. */
export const AD_MONTHS_NE = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'] as const;

/** The first and last years the library holds month lengths for (its ENCODED_MONTH_LENGTHS). */
export const BS_FIRST_YEAR = 1970;
export const BS_LAST_YEAR = 2090;

const DEVANAGARI_ZERO = 0x0966;

/** 0–9 as Devanagari digits (०–९); any other character is kept. */
export const toNepaliDigits = (text: string | number): string =>
  String(text).replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));

/** ०–९ back to 0–9, so a BS date typed with either digits reads the same. */
export const fromNepaliDigits = (text: string): string =>
  text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));

const pad = (n: number) => String(n).padStart(2, '0');

/** A BS month's name (1 = Baisakh): the library's Devanagari name in Nepali. */
export const bsMonthName = (month: number, lang: Lang): string => (lang === 'ne' ? toDev(2080, month, 1).month : BS_MONTHS_EN[month - 1]);

/** The BS day of a day or an instant (school's zone); null when missing or outside 1970–2090 BS. */
export function toBikramSambat(value: DateInput): BsDay | null {
  const day = toCalendarDay(value);
  if (!day) return null;
  try {
    return toBik(day);
  } catch {
    return null;
  }
}

/** Days in a BS month; null for a month or year the library has no data for. */
export function bsDaysInMonth(year: number, month: number): number | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  try {
    return daysInMonth(year, month);
  } catch {
    return null;
  }
}

/** The AD calendar day (YYYY-MM-DD) of a BS date; null when that BS date does not exist. */
export function fromBikramSambat(year: number, month: number, day: number): string | null {
  const length = bsDaysInMonth(year, month);
  if (length === null || !Number.isInteger(day) || day < 1 || day > length) return null;
  const ad = toGreg(year, month, day);
  return `${ad.year}-${pad(ad.month)}-${pad(ad.day)}`;
}

/** A BS date typed as `YYYY-MM-DD` (or with `/` or `.`, Latin or Devanagari digits) → its AD day, or null. */
export function parseBsDay(text: string): string | null {
  const m = /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$/.exec(fromNepaliDigits(text ?? ''));
  return m ? fromBikramSambat(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** `2083-08-07`, the BS day as a picker's text. */
export const bsDayText = (bs: BsDay): string => `${bs.year}-${pad(bs.month)}-${pad(bs.day)}`;

/**
 * The BS date alone: 'Mangsir 7, 2083 BS' in English, '७ मंसिर २०८३' in Nepali (Nepali digits,
 * the library's month names). Empty when the date is missing or outside the supported years.
 */
export function formatBs(value: DateInput, lang: Lang = 'en'): string {
  const bs = toBikramSambat(value);
  if (!bs) return '';
  if (lang === 'ne') {
    const dev = toDev(bs.year, bs.month, bs.day);
    return `${toNepaliDigits(bs.day)} ${dev.month} ${toNepaliDigits(bs.year)}`;
  }
  return `${BS_MONTHS_EN[bs.month - 1]} ${bs.day}, ${bs.year} BS`;
}

/** The AD day in Nepali: '२३ नोभेम्बर २०२६'. */
export function formatAdNe(value: DateInput): string {
  const d = schoolDay(value);
  return d ? `${toNepaliDigits(d.day)} ${AD_MONTHS_NE[d.month - 1]} ${toNepaliDigits(d.year)}` : '';
}

/**
 * BS beside AD, for public pages. English: 'Mangsir 7, 2083 BS (Nov 23, 2026)'; `adText` replaces
 * the part in brackets where SPEC fixes the AD form (e.g. '23-Nov-2026'). Nepali:
 * '७ मंसिर २०८३ (२३ नोभेम्बर २०२६)'. A date outside the BS years shows its AD text alone.
 */
export function formatBsAd(value: DateInput, lang: Lang = 'en', adText?: string): string {
  const ad = lang === 'ne' ? formatAdNe(value) : (adText ?? formatMonthDayYear(value));
  if (!ad) return '';
  const bs = formatBs(value, lang);
  return bs ? `${bs} (${ad})` : ad;
}
