import { WelcomeModal } from '@school/shared/public';
import { SCHOOL } from '@school/shared/kit';
import { useModal } from '../api/get-modal';

/** SPEC.md §2.1: the welcome modal opens when the modal list is non-empty. */
export function HomeWelcome() {
  const modal = useModal();
  return <WelcomeModal image={modal.data?.[0]?.image} title={`Welcome to ${SCHOOL.shortName}`} />;
}
