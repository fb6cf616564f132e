import { WelcomeModal } from '@school/shared/public';
import { useSiteFacts } from '@school/shared/kit';
import { useModal } from '../api/get-modal';
import { useText } from '../../../i18n';

/** SPEC.md §2.1: the welcome modal opens when the modal list is non-empty. */
export function HomeWelcome() {
  const modal = useModal();
  const { t } = useText();
  const school = useSiteFacts();
  return <WelcomeModal popup={modal.data?.[0]} title={t('home.welcome', { name: school.shortName })} />;
}
