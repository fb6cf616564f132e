/** The alert banner's alerts (see alert-banner.tsx), in a chunk loaded when the site has one. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SiteAlert } from '@school/shared/kit';
import { usePublicText } from './messages';

const storageKey = (id: string) => `alert-dismissed:${id}`;

function dismissedVersion(id: string): string | null {
  try {
    return localStorage.getItem(storageKey(id));
  } catch {
    // storage refused (private mode): the banner simply shows again on the next page
    return null;
  }
}

function rememberDismissed(alert: SiteAlert): void {
  try {
    localStorage.setItem(storageKey(alert.id), alert.updatedAt);
  } catch {
    // see dismissedVersion()
  }
}

const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

function AlertItem({ alert, onDismiss }: { alert: SiteAlert; onDismiss: () => void }) {
  const { t } = usePublicText();
  return (
    <div className={`pub-alert pub-alert-${alert.level}`} role={alert.level === 'urgent' ? 'alert' : 'status'} data-alert={alert.id}>
      <p className="pub-alert-text">
        <span className="pub-alert-label">{alert.level === 'urgent' ? t('alert.urgent') : alert.level === 'warning' ? t('alert.warning') : t('alert.info')}</span> {alert.text}
        {alert.link &&
          (isSitePath(alert.link) ? (
            <Link className="pub-alert-link" to={alert.link}>
              {t('alert.more')}
            </Link>
          ) : (
            <a className="pub-alert-link" href={alert.link} target="_blank" rel="noopener noreferrer">
              {t('alert.more')} <span className="pub-alert-hidden">{t('alert.newTab')}</span>
            </a>
          ))}
      </p>
      {alert.level === 'info' && (
        <button type="button" className="pub-alert-dismiss" onClick={onDismiss} aria-label={t('alert.dismiss')}>
          <span aria-hidden="true">{'\u00d7'}</span>
        </button>
      )}
    </div>
  );
}

/** The site's active alerts (most urgent first), less those this browser dismissed. */
export function AlertList({ alerts }: { alerts: SiteAlert[] }) {
  // what this browser dismissed, read after hydration (the server's HTML shows every alert)
  const [dismissed, setDismissed] = useState<Record<string, string | null>>({});
  useEffect(() => {
    setDismissed(Object.fromEntries(alerts.map((a) => [a.id, dismissedVersion(a.id)])));
  }, [alerts]);
  const shown = alerts.filter((a) => a.level !== 'info' || dismissed[a.id] !== a.updatedAt);
  if (shown.length === 0) return null;
  return (
    <div className="pub-alerts">
      {shown.map((a) => (
        <AlertItem
          key={a.id}
          alert={a}
          onDismiss={() => {
            rememberDismissed(a);
            setDismissed((d) => ({ ...d, [a.id]: a.updatedAt }));
          }}
        />
      ))}
    </div>
  );
}
