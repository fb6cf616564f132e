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
  if (!at) return null;
  return (
    <div className="shell-offline" role="status">
      You are offline: showing the copy from {copyTime(at)}
    </div>
  );
}
