import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@school/shared/kit';
import { WELCOME_DELAY_MS } from '@school/shared/public';
import { useModal } from '../api/get-modal';

const ModalDialog = lazy(() => import('./modal-dialog'));

/**
 * SPEC.md §2.3: the pop-up image opens on the home page when a modal exists. Like the school's
 * welcome pop-up it opens only once the page has loaded and gone idle (never on the server), so
 * it is not the page's largest contentful paint, and its code is fetched only then.
 */
export function HomeModal() {
  const query = useModal();
  const ready = useAfterLoad({ delayMs: WELCOME_DELAY_MS });
  const first = query.data?.[0];
  if (!first?.image || !ready) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog image={first.image} thumbnail={first.thumbnail} />
    </Suspense>
  );
}
