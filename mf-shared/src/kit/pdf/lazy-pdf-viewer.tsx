import { lazy } from 'react';

/**
 * The PdfViewer as a chunk of its own (with antd's buttons and its toolbar), for a page that shows a PDF
 * inline only once it is scrolled to (the clinic's brochures, issue 36): render it inside a Suspense.
 */
export const LazyPdfViewer = lazy(() => import(/* webpackChunkName: "pdf-viewer" */ './pdf-viewer').then((m) => ({ default: m.PdfViewer })));
