import 'react-pdf/dist/Page/TextLayer.css';
import { Document, Page, pdfjs } from 'react-pdf';
import { LoadingView } from '../state-views';
import { PDF_WORKER_URL } from './pdf-worker';
import type { PdfSource } from './pdf-source';

pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;

export interface PdfDocumentProps {
  file: PdfSource;
  page: number;
  scale: number;
  width: number;
  onLoaded: (pages: number) => void;
  onFailed: (error: Error) => void;
}

/**
 * The heavy part of the viewer (react-pdf and pdf.js), loaded only when a PDF is shown.
 * Suspense mode is off: react-pdf would then throw a broken file's error up to the nearest
 * error boundary (the shell's, which takes the whole remote down). Here a failure is reported
 * to the viewer, which shows its own message.
 */
export default function PdfDocument({ file, page, scale, width, onLoaded, onFailed }: PdfDocumentProps) {
  return (
    <Document
      file={file}
      suspense={false}
      onLoadSuccess={(doc) => onLoaded(doc.numPages)}
      onLoadError={onFailed}
      onSourceError={onFailed}
      loading={<LoadingView rows={6} />}
      error={null}
      className="pdf-viewer-document"
    >
      <Page
        pageNumber={page}
        width={width}
        scale={scale}
        renderAnnotationLayer={false}
        onLoadError={onFailed}
        onRenderError={(e) => e.name !== 'RenderingCancelledException' && onFailed(e)}
        error={null}
        loading={<LoadingView rows={6} />}
        className="pdf-viewer-page"
      />
    </Document>
  );
}
