import 'react-pdf/dist/Page/TextLayer.css';
import { Document, Page, pdfjs } from 'react-pdf';
import { LoadingView, ErrorView } from '@school/shared/ui';

// The worker is bundled with the remote and served from its own origin: never a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface PdfDocumentProps {
  file: string;
  page: number;
  scale: number;
  width: number;
  onLoaded: (pages: number) => void;
}

/** The heavy part of the viewer (react-pdf and pdf.js), loaded only when a preview opens. */
export default function PdfDocument({ file, page, scale, width, onLoaded }: PdfDocumentProps) {
  return (
    <Document
      file={file}
      onLoadSuccess={(doc) => onLoaded(doc.numPages)}
      loading={<LoadingView rows={6} />}
      error={<ErrorView message="Failed to load the PDF file. Please use the download button instead." />}
      className="pub-pdf-document"
    >
      <Page
        pageNumber={page}
        width={width}
        scale={scale}
        renderAnnotationLayer={false}
        loading={<LoadingView rows={6} />}
        className="pub-pdf-page"
      />
    </Document>
  );
}
