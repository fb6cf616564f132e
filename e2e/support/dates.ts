// Dates as the public sites print them (issue 13): Bikram Sambat beside SPEC's DD-MMM-YYYY.
// The BS day comes from the same converter the sites use (bikram-sambat), so specs can name any day.
import { toBik, toDev } from 'bikram-sambat';

const AD_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const BS_MONTHS = ['Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Asoj', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra'];

/** YYYY-MM-DD → DD-MMM-YYYY (SPEC §9). */
export const adLabel = (day: string) => `${day.slice(8, 10)}-${AD_MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;

/** YYYY-MM-DD → 'Mangsir 7, 2083 BS'. */
export function bsLabel(day: string): string {
  const bs = toBik(day);
  return `${BS_MONTHS[bs.month - 1]} ${bs.day}, ${bs.year} BS`;
}

/** YYYY-MM-DD → 'Mangsir 7, 2083 BS (23-Nov-2026)', a day on an English public page. */
export const dateLabel = (day: string) => `${bsLabel(day)} (${adLabel(day)})`;

/** YYYY-MM-DD (AD) → the same day in BS, `YYYY-MM-DD`, as typed into a console's BS field. */
export function bsDay(day: string): string {
  const bs = toBik(day);
  return `${bs.year}-${String(bs.month).padStart(2, '0')}-${String(bs.day).padStart(2, '0')}`;
}

/** Any day on an English public page: 'Mangsir 7, 2083 BS (23-Nov-2026)'. */
export const BS_AD_DATE = /[A-Z][a-z]+ \d{1,2}, \d{4} BS \(\d{2}-[A-Z][a-z]{2}-\d{4}\)/;

/** YYYY-MM-DD → '७ मंसिर २०८३', the BS day on a Nepali page (Nepali digits, the library's month names). */
export function bsLabelNe(day: string): string {
  const bs = toBik(day);
  const dev = toDev(bs.year, bs.month, bs.day);
  return `${dev.day} ${dev.month} ${dev.year}`;
}
