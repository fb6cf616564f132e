import { lazy, Suspense, useState } from 'react';
import { useAfterLoad } from '@school/shared/kit';
import { popupIdentity, rememberClosed, useNoMenuOpen, wasClosed } from './welcome-memory';

const WelcomeDialog = lazy(() => import('./welcome-dialog'));

/**
 * How long after the page has loaded and gone idle the pop-up waits. It must not be the page's
 * largest contentful paint (issue 12): the hero and the lists paint first, and the dialog's
 * code and image are fetched only now.
 */
export const WELCOME_DELAY_MS = 2000;

/**
 * The pop-up welcome image. It opens when there is a pop-up (the modal list is non-empty) that the
 * visitor has not closed before, once the page has loaded, the browser is idle, WELCOME_DELAY_MS have
 * passed and no menu is open; never on the server.
 */
export function WelcomeModal({ popup, title, delayMs = WELCOME_DELAY_MS, site = 'school' }: { popup: { _id: string; image: string } | undefined; title: string; delayMs?: number; site?: string }) {
  const identity = popup?.image ? popupIdentity(popup) : null;
  const [closed, setClosed] = useState<string | null>(null);
  const ready = useAfterLoad({ delayMs });
  const wanted = identity !== null && ready && closed !== identity && !wasClosed(site, identity);
  const noMenu = useNoMenuOpen(wanted);
  if (!popup || !identity || !wanted || !noMenu) return null;
  const dismiss = () => {
    rememberClosed(site, identity);
    setClosed(identity);
  };
  return (
    <Suspense fallback={null}>
      <WelcomeDialog image={popup.image} title={title} onClose={dismiss} />
    </Suspense>
  );
}
