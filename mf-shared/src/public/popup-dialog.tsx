import { useEffect, useId, useRef, type ReactNode } from 'react';
import './public.css';
import { usePublicText } from './messages';

/**
 * A modal pop-up on the browser's own `<dialog>` (showModal: the page behind is inert, focus
 * moves in and Escape closes). The welcome pop-ups use it instead of antd's Modal, which would
 * add rc-dialog, Button and their styles (≈ 22 KB gzip) to the homes (issue 12). It opens when
 * mounted; closing (the × button, Escape, a click on the backdrop) calls `onClose`.
 */
export function PopupDialog({ title, onClose, className, children }: { title: string; onClose: () => void; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = usePublicText();
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const onClosed = () => closed.current();
    dialog.addEventListener('close', onClosed);
    return () => dialog.removeEventListener('close', onClosed);
  }, []);

  const close = () => {
    const dialog = ref.current;
    if (dialog && typeof dialog.close === 'function' && dialog.open) dialog.close();
    else closed.current();
  };

  return (
    <dialog
      ref={ref}
      className={`pub-popup${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      // a click on the backdrop lands on the dialog element itself
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      <div className="pub-popup-header">
        <h2 id={titleId} className="pub-popup-title">
          {title}
        </h2>
        <button type="button" className="pub-popup-close" aria-label={t('gallery.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="pub-popup-body">{children}</div>
    </dialog>
  );
}
