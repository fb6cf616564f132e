import { useModal } from '../api/get-modal';
import ModalDialog from './modal-dialog';

/** SPEC.md §2.3: the pop-up image opens on the home page when a modal exists. */
export function HomeModal() {
  const query = useModal();
  const first = query.data?.[0];
  if (!first?.image) return null;
  return <ModalDialog image={first.image} thumbnail={first.thumbnail} />;
}
