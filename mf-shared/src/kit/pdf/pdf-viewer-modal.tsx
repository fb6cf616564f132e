import { Modal } from 'antd';
import { PdfDownloadButton, PdfViewer } from './pdf-viewer';
import type { PdfDownload, PdfSource } from './pdf-source';
import { withAntd } from '../antd-scope';

export interface PdfViewerModalProps {
  /** The file to show; null keeps the dialog closed. */
  file: PdfSource | null;
  title: string;
  /** Offered in the footer, and in place of the page when the file cannot be previewed. */
  download?: PdfDownload;
  onClose: () => void;
}

/**
 * The PDF viewer in a dialog. The dialog never grows past the window: the page area takes
 * what is left between the toolbar and the footer and scrolls, so Download stays in view.
 * Each opening starts afresh at page 1 and 100 %.
 */
function PdfViewerModalParts({ file, title, download, onClose }: PdfViewerModalProps) {
  return (
    <Modal
      open={file !== null}
      title={title}
      onCancel={onClose}
      width={784}
      centered
      destroyOnHidden
      className="pdf-viewer-modal"
      classNames={{ container: 'pdf-viewer-modal-container', body: 'pdf-viewer-modal-body' }}
      footer={download ? <PdfDownloadButton download={download} /> : null}
    >
      {file !== null && <PdfViewer file={file} title={title} download={download} fill />}
    </Modal>
  );
}

/** In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. */
export const PdfViewerModal = withAntd(PdfViewerModalParts);
