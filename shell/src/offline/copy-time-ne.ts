import { toBik, toDev } from 'bikram-sambat';
import { getRuntimeConfig } from '@school/shared/session';

// A chunk of its own, fetched only when a Nepali page shows the offline notice (the service worker
// precaches it with the shell's other files): the calendar's tables are not on every page's first load (issue 36).
const AD_MONTHS_NE = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'];
const nepaliDigits = (text: string | number) => String(text).replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));

/**
 * The same moment for a Nepali page: BS first, then AD, in Nepali digits (issue 38, item 4):
 * '९ मंसिर २०८३ (२४ नोभेम्बर २०२६), ११:१५'. The shell has no kit, so this is the kit's format in small.
 */
export function copyTimeNe(httpDate: string, timeZone = getRuntimeConfig().timeZone): string {
  const at = new Date(httpDate);
  if (Number.isNaN(at.getTime())) return httpDate;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timeZone || undefined })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const ad = `${nepaliDigits(Number(parts.day))} ${AD_MONTHS_NE[Number(parts.month) - 1]} ${nepaliDigits(parts.year)}`;
  const time = nepaliDigits(`${parts.hour}:${parts.minute}`);
  try {
    const bs = toBik(`${parts.year}-${parts.month}-${parts.day}`);
    const dev = toDev(bs.year, bs.month, bs.day);
    return `${nepaliDigits(bs.day)} ${dev.month} ${nepaliDigits(bs.year)} (${ad}), ${time}`;
  } catch {
    return `${ad}, ${time}`;
  }
}
