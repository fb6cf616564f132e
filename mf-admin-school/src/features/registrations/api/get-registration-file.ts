import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { callFile } from '@school/shared/session';

/**
 * Admission documents are private: they are fetched with the admin's token
 * and handed to the browser as an object URL, never as a public link. `ref` is the
 * reference the registration holds, `/api/registrations/files/<name>`.
 */
export const getRegistrationFile = async (ref: string) =>
  (await callFile(E.registrationFile, { params: { name: ref.split('?')[0].split('/').pop() ?? '' } })).blob();

function extensionOf(ref: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(ref.split('?')[0]);
  return m ? m[1].toLowerCase() : 'bin';
}

/** Types a browser shows inline. Anything else (Word files) is only downloaded. */
const VIEWABLE: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const canView = (ref: string) => extensionOf(ref) in VIEWABLE;

/** The document as a blob of a known, inert type (never HTML), for an <img> or a new tab. */
export async function registrationFileUrl(ref: string): Promise<string> {
  const blob = await getRegistrationFile(ref);
  return URL.createObjectURL(new Blob([blob], { type: VIEWABLE[extensionOf(ref)] ?? 'application/octet-stream' }));
}

export type ViewableFile = { kind: 'pdf'; source: { data: Uint8Array } } | { kind: 'image'; url: string };

/**
 * The document ready to show inside the console: a PDF as bytes for the PDF
 * preview, an image as an object URL. (A new tab would inherit the console's
 * CSP, whose object-src 'none' stops the browser's own PDF viewer.)
 */
export async function viewableFile(ref: string): Promise<ViewableFile> {
  if (extensionOf(ref) === 'pdf') return { kind: 'pdf', source: { data: new Uint8Array(await (await getRegistrationFile(ref)).arrayBuffer()) } };
  return { kind: 'image', url: await registrationFileUrl(ref) };
}

/** Saves the document under a readable name, e.g. "marksheet-Asha-Rai.pdf". */
export async function downloadRegistrationFile(ref: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await getRegistrationFile(ref));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[^\w.-]+/g, '-')}.${extensionOf(ref)}`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
