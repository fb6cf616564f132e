import { Modal } from 'antd';
import { useState } from 'react';
import { WOMEN_CENTRE } from '@school/shared/kit';
import { BlurUpImage } from './blur-up-image';
import './modal.css';

// Dismissed once, it stays closed for the rest of the visit, like the school's welcome modal.
let dismissedThisVisit = false;

/**
 * The women's-centre pop-up. It is not the shared WelcomeModal because this one
 * shows the blurred thumbnail first and then the image (SPEC.md §3, §7 upload-blur).
 */
export default function ModalDialog({ image, thumbnail }: { image: string; thumbnail?: string }) {
  const [open, setOpen] = useState(!dismissedThisVisit);
  const title = `Notice from ${WOMEN_CENTRE.name}`;
  const close = () => {
    dismissedThisVisit = true;
    setOpen(false);
  };
  return (
    <Modal open={open} onCancel={close} footer={null} title={title} width={720} centered className="w-modal">
      <BlurUpImage src={image} placeholder={thumbnail} alt={title} width={720} height={480} className="w-modal-image" />
    </Modal>
  );
}
