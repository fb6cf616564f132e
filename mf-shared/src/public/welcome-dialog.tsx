import { apiUrl } from '@school/shared/session';
import { thumbOf, useDataSaver, webOf } from '@school/shared/kit';
import { PopupDialog } from './popup-dialog';
import './public.css';

/** The welcome pop-up's dialog, in its own chunk: see WelcomeModal. */
export default function WelcomeDialog({ image, title, onClose }: { image: string; title: string; onClose: () => void }) {
  // Light on data: the 320-px variant when the visitor saves data or the connection is slow.
  const light = useDataSaver();
  return (
    <PopupDialog title={title} onClose={onClose} className="pub-welcome-modal">
      <img
        src={apiUrl(light ? thumbOf(image) : webOf(image))}
        alt={title}
        width={720}
        height={480}
        className="pub-welcome-image"
        onError={(e) => {
          // The web variant may not exist for an external URL: show the original.
          const img = e.currentTarget;
          if (img.src !== apiUrl(image)) img.src = apiUrl(image);
        }}
      />
    </PopupDialog>
  );
}
