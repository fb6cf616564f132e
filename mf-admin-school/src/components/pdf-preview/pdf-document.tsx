import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { Document, Page, pdfjs } from 'react-pdf';
import { ErrorView, LoadingView } from '@school/shared/ui';

// The worker is bundled with this remote and served from its origin, never a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** A URL, or the document's bytes. */
export type PdfSource = string | { data: Uint8Array };

export interface PdfDocumentProps {
  file: PdfSource;
  page: number;
  scale: number;
  onLoaded: (pages: number) => void;
}

/** react-pdf and pdf.js: loaded only when a preview opens. */
export default function PdfDocument({ file, page, scale, onLoaded }: PdfDocumentProps) {
  return (
    <Document
      file={file}
      onLoadSuccess={(doc) => onLoaded(doc.numPages)}
      loading={<LoadingView rows={6} />}
      error={<ErrorView message="Failed to load the PDF file." />}
    >
      <Page pageNumber={page} scale={scale} width={640} loading={<LoadingView rows={6} />} />
    </Document>
  );
}
