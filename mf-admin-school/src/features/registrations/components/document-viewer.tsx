import { Modal } from 'antd';
import { PdfViewerModal } from '@school/shared/kit';
import type { ViewableFile } from '../api/get-registration-file';

export interface OpenDocument {
  title: string;
  file: ViewableFile;
  /** Saves the document (fetched with the admin's token), offered when it cannot be previewed. */
  download: () => void;
}

/** Shows a private document in the console: PDFs in the PDF preview, images in a dialog. */
export function DocumentViewer({ doc, onClose }: { doc: OpenDocument | null; onClose: () => void }) {
  // The same object every render: pdf.js takes over (detaches) the bytes once loaded.
  const pdf = doc?.file.kind === 'pdf' ? doc.file.source : null;
  const image = doc?.file.kind === 'image' ? doc.file.url : null;
  return (
    <>
      <PdfViewerModal
        file={pdf}
        title={doc?.title ?? ''}
        download={doc ? { name: doc.title, onClick: doc.download } : undefined}
        onClose={onClose}
      />
      <Modal open={image !== null} title={doc?.title} onCancel={onClose} footer={null} width={720} destroyOnHidden>
        {image && <img src={image} alt={doc?.title} className="reg-doc-image" />}
      </Modal>
    </>
  );
}
