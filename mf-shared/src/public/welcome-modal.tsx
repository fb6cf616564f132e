import { Modal } from 'antd';
import { useState } from 'react';
import { apiUrl } from '@school/shared/session';
import { webOf } from '@school/shared/format';
import './public.css';

/**
 * The pop-up welcome image. It opens when there is an image (the modal list is
 * non-empty) and stays closed once the visitor dismisses it.
 */
export function WelcomeModal({ image, title }: { image: string | undefined; title: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (!image) return null;
  return (
    <Modal open={!dismissed} onCancel={() => setDismissed(true)} footer={null} title={title} width={720} centered className="pub-welcome-modal">
      <img src={apiUrl(webOf(image))} alt={title} width={720} height={480} className="pub-welcome-image" onError={(e) => {
        // The web variant may not exist for an external URL: show the original.
        const img = e.currentTarget;
        if (img.src !== apiUrl(image)) img.src = apiUrl(image);
      }} />
    </Modal>
  );
}
