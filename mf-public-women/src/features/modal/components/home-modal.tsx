import { lazy, Suspense, useState } from 'react';
import { useAfterLoad } from '@school/shared/kit';
import { popupIdentity, rememberClosed, useNoMenuOpen, wasClosed, WELCOME_DELAY_MS } from '@school/shared/public';
import { useModal } from '../api/get-modal';

const ModalDialog = lazy(() => import('./modal-dialog'));

/**
 * SPEC.md §2.3: the pop-up image opens on the home page when a modal exists. Like the school's
 * welcome pop-up it opens only once the page has loaded and gone idle (never on the server), so
 * it is not the page's largest contentful paint, and its code is fetched only then. Once closed it
 * stays closed until the pop-up changes, and it never opens over an open menu (issue 38, item 5).
 */
export function HomeModal() {
  const query = useModal();
  const ready = useAfterLoad({ delayMs: WELCOME_DELAY_MS });
  const [closed, setClosed] = useState<string | null>(null);
  const first = query.data?.[0];
  const identity = first?.image ? popupIdentity(first) : null;
  const wanted = identity !== null && ready && closed !== identity && !wasClosed('women', identity);
  const noMenu = useNoMenuOpen(wanted);
  if (!first || !identity || !wanted || !noMenu) return null;
  const close = () => {
    rememberClosed('women', identity);
    setClosed(identity);
  };
  return (
    <Suspense fallback={null}>
      <ModalDialog image={first.image} thumbnail={first.thumbnail} onClose={close} />
    </Suspense>
  );
}
