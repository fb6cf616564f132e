// The one place the pdf.js worker's URL is made. webpack bundles the worker with the remote
// that shows a PDF and serves it from that remote's origin: never from a CDN. (An exported value,
// not a bare side effect: the package is marked side-effect-free, so a bare import is dropped.)
export const PDF_WORKER_URL = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
