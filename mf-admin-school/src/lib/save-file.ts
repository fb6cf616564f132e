import { apiUrl } from '@school/shared/session';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** SPEC.md §9: downloaded files get a random 10-character name. */
export function randomName(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The file's type from its first bytes (SPEC.md §7: png, gif, pdf, zip; jpg too). */
export function sniffExtension(head: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip';
  return null;
}

const extensionOf = (path: string) => /\.([A-Za-z0-9]{1,5})$/.exec(path.split('?')[0])?.[1].toLowerCase() ?? null;

/**
 * Fetches a file and saves it under a random 10-character name with the
 * extension its bytes show. Word files are zip containers: the stored
 * extension (docx) is kept for them, as it is the more useful one.
 */
export async function saveFile(url: string, storedPath = url): Promise<string> {
  const res = await fetch(apiUrl(url));
  if (!res.ok) throw new Error('Could not download the file');
  const blob = await res.blob();
  const head = new Uint8Array(await blob.slice(0, 8).arrayBuffer());
  const sniffed = sniffExtension(head);
  const stored = extensionOf(storedPath);
  const ext = sniffed === 'zip' && stored && stored !== 'zip' ? stored : sniffed ?? stored ?? 'bin';
  const name = `${randomName()}.${ext}`;
  saveBlob(blob, name);
  return name;
}

/** The file name a Content-Disposition header gives (its UTF-8 `filename*` first), if any. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * A private download (an export, a zip): fetched through the API client, so it carries the
 * admin's token, then saved under the name the server's Content-Disposition gives.
 */
export async function downloadAttachment(response: Promise<Response>, fallbackName: string): Promise<string> {
  const res = await response;
  const name = attachmentName(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await res.blob(), name);
  return name;
}
