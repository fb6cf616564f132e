import { Modal } from 'antd';
import { PdfDownloadButton, PdfViewer } from './pdf-viewer';
import { withAntd } from '../antd-scope';
import type { PdfViewerModalProps } from './pdf-source';

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
export default withAntd(PdfViewerModalParts);
