import dayjs from 'dayjs';

/** DD-MMM-YYYY, e.g. 05-Mar-2026. Empty string for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD-MMM-YYYY') : '';
}

/** Long date for deadlines, e.g. "Thursday, 5 March 2026". */
export function formatLongDate(value: string | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('dddd, D MMMM YYYY') : '';
}

/** Days and hours left until a deadline; null once it has passed. */
export function timeRemaining(deadline: string | Date, now: Date = new Date()): { days: number; hours: number } | null {
  const ms = dayjs(deadline).endOf('day').valueOf() - now.getTime();
  if (!(ms > 0)) return null;
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

const UNITS = ['', 'k', 'm', 'b', 't'];

/** Count abbreviation for the dashboard: 1234 → "1.23k", 2500000 → "2.5m" (2 digits of rounding). */
export function abbreviateCount(n: number): string {
  const sign = n < 0 ? '-' : '';
  let value = Math.abs(n);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  let rounded = Math.round(value * 100) / 100;
  // 999,999 rounds to "1000k": carry it to the next unit instead.
  if (rounded >= 1000 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1000) * 100) / 100;
    unit += 1;
  }
  return `${sign}${rounded}${UNITS[unit]}`;
}

/** Cut text to `max` characters followed by dots; shorter text is returned unchanged. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** Plain text of an HTML fragment, for previews of rich text. */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

const IMAGE_PATH = /^(.*\/uploads\/[^/?#]+)\.(jpe?g|png|gif|webp|avif)$/i;

/**
 * The upload step stores each image with two variants beside it:
 * `<name>.thumb.webp` (320×174) and `<name>.web.webp` (at most 1280 px wide).
 * Paths that are not local uploads are returned unchanged.
 */
export function imageVariant(path: string | null | undefined, variant: 'thumb' | 'web'): string {
  if (!path) return '';
  const m = IMAGE_PATH.exec(path);
  return m ? `${m[1]}.${variant}.webp` : path;
}

export const thumbOf = (path: string | null | undefined) => imageVariant(path, 'thumb');
export const webOf = (path: string | null | undefined) => imageVariant(path, 'web');

/** Case-insensitive search across every field of an item, starting above one typed character. */
export function matchesSearch(item: object, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q.length <= 1) return true;
  return Object.values(item).some(
    (v) => v !== null && v !== undefined && typeof v !== 'object' && String(v).toLowerCase().includes(q),
  );
}

/** YouTube video id from a watch, short, embed or shorts URL; null when the link is not one. */
export function youtubeId(url: string): string | null {
  const m =
    /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/.exec(
      url.trim(),
    );
  return m ? m[1] : null;
}
