/** A URL, or the document's bytes (a private file fetched with the admin's token). */
export type PdfSource = string | { data: Uint8Array };

/** How the viewer offers the file for download: a link, or a call (e.g. a fetch with a token). */
export interface PdfDownload {
  /** The name the file is saved under, shown on the button. */
  name: string;
  href?: string;
  onClick?: () => void;
}

/** SPEC.md §9: minus is disabled below 0.6, plus at 2 or more, in steps of 0.1. */
export const PDF_ZOOM = { min: 0.6, max: 2, step: 0.1 } as const;

export const PDF_CANNOT_PREVIEW = 'This file cannot be previewed';

export interface PdfViewerModalProps {
  /** The file to show; null keeps the dialog closed. */
  file: PdfSource | null;
  title: string;
  /** Offered in the footer, and in place of the page when the file cannot be previewed. */
  download?: PdfDownload;
  onClose: () => void;
}
