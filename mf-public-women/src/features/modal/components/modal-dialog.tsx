import { useState } from 'react';
import { WOMEN_CENTRE } from '@school/shared/kit';
import { PopupDialog } from '@school/shared/public';
import { BlurUpImage } from './blur-up-image';
import './modal.css';
import { useText } from '../../../i18n';

// Dismissed once, it stays closed for the rest of the visit, like the school's welcome modal.
let dismissedThisVisit = false;

/**
 * The women's-centre pop-up. It is not the shared WelcomeModal because this one
 * shows the blurred thumbnail first and then the image (SPEC.md §3, §7 upload-blur).
 */
export default function ModalDialog({ image, thumbnail }: { image: string; thumbnail?: string }) {
  const { t } = useText();
  const [open, setOpen] = useState(!dismissedThisVisit);
  const title = t('home.notice', { name: WOMEN_CENTRE.name });
  const close = () => {
    dismissedThisVisit = true;
    setOpen(false);
  };
  if (!open) return null;
  return (
    <PopupDialog title={title} onClose={close} className="w-modal">
      <BlurUpImage src={image} placeholder={thumbnail} alt={title} width={720} height={480} className="w-modal-image" />
    </PopupDialog>
  );
}
