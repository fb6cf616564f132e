import { lazy, Suspense, useState } from 'react';
import { useAfterLoad } from '@school/shared/kit';

const WelcomeDialog = lazy(() => import('./welcome-dialog'));

/**
 * How long after the page has loaded and gone idle the pop-up waits. It must not be the page's
 * largest contentful paint (issue 12): the hero and the lists paint first, and the dialog's
 * code and image are fetched only now.
 */
export const WELCOME_DELAY_MS = 2000;

// Once dismissed, it stays closed for the rest of the visit (until the page reloads),
// so coming back to the home page inside the site does not open it again.
let dismissedThisVisit = false;

/**
 * The pop-up welcome image. It opens when there is an image (the modal list is non-empty), once
 * the page has loaded, the browser is idle and WELCOME_DELAY_MS have passed; never on the server.
 */
export function WelcomeModal({ image, title, delayMs = WELCOME_DELAY_MS }: { image: string | undefined; title: string; delayMs?: number }) {
  const [dismissed, setDismissed] = useState(dismissedThisVisit);
  const ready = useAfterLoad({ delayMs });
  if (!image || dismissed || !ready) return null;
  const dismiss = () => {
    dismissedThisVisit = true;
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <WelcomeDialog image={image} title={title} onClose={dismiss} />
    </Suspense>
  );
}
