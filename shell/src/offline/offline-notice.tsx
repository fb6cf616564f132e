import { useEffect } from 'react';
import { toBik, toDev } from 'bikram-sambat';
import { useOfflineCopy, getRuntimeConfig } from '@school/shared/session';

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

/** 'Tue, 24 Nov 2026 05:30:48 GMT' → '24 Nov 2026, 11:15' in the school's zone (the zone the sites show). */
export function copyTime(httpDate: string, timeZone = getRuntimeConfig().timeZone): string {
  const at = new Date(httpDate);
  if (Number.isNaN(at.getTime())) return httpDate;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone || undefined }).format(at);
}

/**
 * Shown above a public site while what it shows came from the offline copy (the service worker
 * answered from its cache because the network failed): says so, and how old the copy is.
 */
export function OfflineNotice() {
  const at = useOfflineCopy((s) => s.at);
  // a server-rendered page read offline brings its data, so no API answer says it is the copy: the
  // service worker marked the page itself (sw.ts); shown after hydration, as the server showed no notice
  useEffect(() => {
    const copy = document.documentElement.dataset.offlineCopy;
    if (copy) useOfflineCopy.setState({ at: copy });
  }, []);
  if (!at) return null;
  // the public sites' Nepali pages live under /ne (issue 13); the shell has no catalogs of its own
  const nepali = /^\/ne(\/|$)/.test(window.location.pathname);
  return (
    <div className="shell-offline" role="status" lang={nepali ? 'ne' : undefined}>
      {nepali ? `तपाईं अफलाइन हुनुहुन्छ: ${copyTimeNe(at)} मा सुरक्षित गरिएको प्रति देखाइँदै छ` : `You are offline: showing the copy from ${copyTime(at)}`}
    </div>
  );
}
