import { Modal } from 'antd';
import { useState } from 'react';
import { apiUrl } from '@school/shared/session';
import { webOf } from '@school/shared/kit';
import './public.css';

// Once dismissed, it stays closed for the rest of the visit (until the page reloads),
// so coming back to the home page inside the site does not open it again.
let dismissedThisVisit = false;

/** The pop-up welcome image. It opens when there is an image (the modal list is non-empty). */
export function WelcomeModal({ image, title }: { image: string | undefined; title: string }) {
  const [dismissed, setDismissed] = useState(dismissedThisVisit);
  const dismiss = () => {
    dismissedThisVisit = true;
    setDismissed(true);
  };
  if (!image) return null;
  return (
    // No entrance animation: the image is the home page's largest paint, and a zoom-in only delays it.
    <Modal
      open={!dismissed}
      onCancel={dismiss}
      footer={null}
      title={title}
      width={720}
      centered
      className="pub-welcome-modal"
      transitionName=""
      maskTransitionName=""
    >
      <img
        src={apiUrl(webOf(image))}
        alt={title}
        width={720}
        height={480}
        className="pub-welcome-image"
        fetchPriority="high"
        onError={(e) => {
          // The web variant may not exist for an external URL: show the original.
          const img = e.currentTarget;
          if (img.src !== apiUrl(image)) img.src = apiUrl(image);
        }}
      />
    </Modal>
  );
}
