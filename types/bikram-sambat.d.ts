// bikram-sambat (medic/bikram-sambat, Apache-2.0) ships plain CommonJS without types.
// Only what the kit's calendar module calls is declared. Months and days count from 1.
declare module 'bikram-sambat' {
  export interface BsDay {
    year: number;
    month: number;
    day: number;
  }
  /** Gregorian `YYYY-MM-DD` → Bikram Sambat; throws outside 1970–2090 BS. */
  export function toBik(greg: string): BsDay;
  /** Bikram Sambat → Gregorian (`month` 1–12 of the Gregorian year); throws for a day that does not exist. */
  export function toGreg(year: number, month: number, day: number): BsDay;
  /** A Bikram Sambat day in Devanagari: digits, and the month's Nepali name from the library's own list. */
  export function toDev(year: number, month: number, day: number): { year: string; month: string; day: string };
  /** Days in a Bikram Sambat month; throws for a year it has no data for. */
  export function daysInMonth(year: number, month: number): number;
}
