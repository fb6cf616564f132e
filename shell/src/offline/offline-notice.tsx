import { useEffect, useState } from 'react';
import { useOfflineCopy, getRuntimeConfig } from '@school/shared/session';

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
  // the public sites' Nepali pages live under /ne (issue 13); the shell has no catalogs of its own
  const nepali = /^\/ne(\/|$)/.test(window.location.pathname);
  // a Nepali page's date (BS and AD) comes with its own chunk; the notice waits for it
  const [ne, setNe] = useState<{ at: string; text: string } | null>(null);
  useEffect(() => {
    if (!at || !nepali) return;
    let live = true;
    void import(/* webpackChunkName: "offline-ne" */ './copy-time-ne').then(({ copyTimeNe }) => {
      if (live) setNe({ at, text: copyTimeNe(at) });
    });
    return () => {
      live = false;
    };
  }, [at, nepali]);
  if (!at) return null;
  if (nepali) {
    if (ne?.at !== at) return null;
    return (
      <div className="shell-offline" role="status" lang="ne">
        {`तपाईं अफलाइन हुनुहुन्छ: ${ne.text} मा सुरक्षित गरिएको प्रति देखाइँदै छ`}
      </div>
    );
  }
  return (
    <div className="shell-offline" role="status">
      {`You are offline: showing the copy from ${copyTime(at)}`}
    </div>
  );
}
