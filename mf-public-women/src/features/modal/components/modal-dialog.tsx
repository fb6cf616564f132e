import { Modal } from 'antd';
import { useState } from 'react';
import { WOMEN_CENTRE } from '@school/shared/ui';
import { BlurUpImage } from './blur-up-image';
import './modal.css';

/** The antd dialog, in its own chunk: only visitors who get a pop-up download it. */
export default function ModalDialog({ image, thumbnail }: { image: string; thumbnail?: string }) {
  const [open, setOpen] = useState(true);
  const title = `Notice from ${WOMEN_CENTRE.name}`;
  return (
    <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={title} width={720} centered className="w-modal">
      <BlurUpImage src={image} placeholder={thumbnail} alt={title} width={720} height={480} className="w-modal-image" />
    </Modal>
  );
}
