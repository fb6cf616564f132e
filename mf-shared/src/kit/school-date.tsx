import { useLang } from './lang';
import { formatDate, formatLongDate } from './format';
import { formatBsAd } from './format/bikram-sambat';

export interface SchoolDateProps {
  /** A calendar day (YYYY-MM-DD) or an instant (ISO). */
  value: string | null | undefined;
  /** English AD part as the long date ('Thursday, 5 March 2026') instead of DD-MMM-YYYY. */
  long?: boolean;
  className?: string;
}

/**
 * A date on a public page, Bikram Sambat beside AD in the page's language (issue 13):
 * 'Mangsir 7, 2083 BS (23-Nov-2026)' on English pages (SPEC §9's DD-MMM-YYYY stays, whole),
 * '७ मंसिर २०८३ (२३ नोभेम्बर २०२६)' on `/ne/…` pages. Renders a <time> whose dateTime is the value.
 */
export function SchoolDate({ value, long, className }: SchoolDateProps) {
  const lang = useLang();
  if (!value) return null;
  const ad = long ? formatLongDate(value) : formatDate(value);
  if (!ad) return null;
  return (
    <time dateTime={value} className={className}>
      {formatBsAd(value, lang, ad)}
    </time>
  );
}
