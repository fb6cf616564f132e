import { pdfjs } from 'react-pdf';

// The one place the pdf.js worker is set up. webpack bundles the worker with the remote that
// shows a PDF and serves it from that remote's origin: never from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
