import { useSiteFacts } from '@school/shared/kit';
import { PopupDialog } from '@school/shared/public';
import { BlurUpImage } from './blur-up-image';
import './modal.css';
import { useText } from '../../../i18n';

/**
 * The women's-centre pop-up. It is not the shared WelcomeModal because this one
 * shows the blurred thumbnail first and then the image (SPEC.md §3, §7 upload-blur).
 */
export default function ModalDialog({ image, thumbnail, onClose }: { image: string; thumbnail?: string; onClose: () => void }) {
  const { t } = useText();
  const women = useSiteFacts();
  const title = t('home.notice', { name: women.name });
  return (
    <PopupDialog title={title} onClose={onClose} className="w-modal">
      <BlurUpImage src={image} placeholder={thumbnail} alt={title} width={720} height={480} className="w-modal-image" />
    </PopupDialog>
  );
}
