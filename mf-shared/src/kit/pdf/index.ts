// The one PDF viewer, used by the public notice list, the console's notice preview and private
// documents, and the women's-centre clinic brochure. react-pdf and the pdf.js worker load lazily.
export { PdfViewer, PdfDownloadButton, type PdfViewerProps } from './pdf-viewer';
export { LazyPdfViewer } from './lazy-pdf-viewer';
export { PdfViewerModal, type PdfViewerModalProps } from './pdf-viewer-modal';
export { PDF_ZOOM, PDF_CANNOT_PREVIEW, type PdfSource, type PdfDownload } from './pdf-source';
