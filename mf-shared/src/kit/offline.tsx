import { WarningFilled } from './icons';
import { useSyncExternalStore } from 'react';
import { useMessages } from './i18n';
import { KIT_MESSAGES } from './messages';

/** Shown above a form's send button while the browser is offline. */
export const OFFLINE_FORM_NOTICE = 'You are offline. This form needs a connection to send; what you type here is kept.';
/** The toast of a send tried offline: nothing went out, and nothing typed was lost. */
export const OFFLINE_SEND_FAIL = 'You are offline, so nothing was sent. What you typed is kept: send it again when you are back online.';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection (`navigator.onLine`), kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** A failed send happened while offline (not a server's refusal, nor a server that is down). */
export const failedOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** The forms' notice: says that sending needs a connection, while there is none. */
export function OfflineFormNotice() {
  const online = useOnline();
  const { t } = useMessages(KIT_MESSAGES);
  if (online) return null;
  return (
    <div role="status" className="kit-alert kit-alert-warning kit-offline-form">
      <WarningFilled className="kit-alert-icon" aria-hidden="true" />
      <span>{t('offline.formNotice')}</span>
    </div>
  );
}
