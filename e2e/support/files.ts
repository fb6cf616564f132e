import { MIME, pdf, png, type Rgb } from '../../test-support/fixtures.mjs';

// Files for uploads, as Playwright's setInputFiles and multipart take them; the bytes come from the
// one fixture builder the API tests and the scripts use too.
export { pdf, png } from '../../test-support/fixtures.mjs';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of one colour (64 × 40 unless `size` says otherwise). */
export const pngFile = (name = 'photo.png', rgb?: Rgb, [width, height] = [64, 40]): UploadFile => ({ name, mimeType: MIME.png, buffer: png(width, height, rgb) });

/** A PDF whose pages each say "<text>: page i of n". */
export const pdfFile = (name = 'notice.pdf', text = 'Notice', pages = 2): UploadFile => ({ name, mimeType: MIME.pdf, buffer: pdf(text, pages) });

/** Text that is neither an image nor a document. */
export const textFile = (name = 'notes.txt'): UploadFile => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not an image or a pdf') });
