// Types of fixtures.mjs, for the API's jest tests and the Playwright specs.
export type Rgb = [number, number, number];

/** A PNG of one colour, `width` × `height` pixels. */
export function png(width?: number, height?: number, rgb?: Rgb): Buffer;
/** A valid PNG header that claims `width` × `height` pixels with almost no data behind it: a decompression bomb. */
export function pngBomb(width?: number, height?: number): Buffer;
/** A baseline JPEG of one colour. */
export function jpeg(width?: number, height?: number, rgb?: Rgb): Buffer;
/** An A4 PDF of `pages` pages, each saying "<title>: page i of n". */
export function pdf(title?: string, pages?: number): Buffer;
/** A Word document (.docx) of one paragraph per line of `text`. */
export function docx(text?: string): Buffer;
/** The MIME types of the files above, for uploads. */
export const MIME: { readonly png: 'image/png'; readonly jpeg: 'image/jpeg'; readonly pdf: 'application/pdf'; readonly docx: string };
