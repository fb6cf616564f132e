import { apiUrl } from '@school/shared/session';
import { useDataSaver } from '@school/shared/kit';
import { PopupDialog } from './popup-dialog';
import { popupImageSources } from './responsive-image';
import './public.css';

/** The welcome pop-up's dialog, in its own chunk: see WelcomeModal. */
export default function WelcomeDialog({ image, title, onClose }: { image: string; title: string; onClose: () => void }) {
  // Right-sized: the variant the shown width needs (a phone's is the 768-px one); light on data: the
  // 320-px variant when the visitor saves data or the connection is slow.
  const { src, srcSet, sizes } = popupImageSources(image, useDataSaver());
  return (
    <PopupDialog title={title} onClose={onClose} className="pub-welcome-modal">
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={title}
        width={720}
        height={480}
        className="pub-welcome-image"
        onError={(e) => {
          // A variant may be missing: show the original.
          const img = e.currentTarget;
          if (img.src !== apiUrl(image)) {
            img.removeAttribute('srcset');
            img.src = apiUrl(image);
          }
        }}
      />
    </PopupDialog>
  );
}
