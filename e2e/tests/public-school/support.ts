import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { ADMIN, SCHOOL_URL } from '../../support/env';

/** A real PDF with `pages` pages, each saying which page it is. */
export async function makePdf(pages: number, title = 'Test notice'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`${title}: page ${i} of ${pages}`, { x: 60, y: 760, size: 22, font });
  }
  return Buffer.from(await doc.save());
}

/** A small valid PNG (solid colour), built without any image library. */
export function makePng(width = 64, height = 48, rgb: [number, number, number] = [11, 87, 164]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Answer a public list call with an empty list, to see the page's empty state. */
export async function emptyList(page: Page, pattern: string | RegExp) {
  await page.route(pattern, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '0' }, body: '[]' })
      : route.continue(),
  );
}

/** Make a public list call fail with a server error. */
export async function failList(page: Page, pattern: string | RegExp, message = 'Something broke on the server') {
  await page.route(pattern, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) }));
}

/** Upload a file as admin (for set-up) and return its stored path. */
export async function adminUpload(request: APIRequestContext, token: string, kind: 'image' | 'pdf' | 'download', name: string, mimeType: string, buffer: Buffer) {
  const res = await request.post(`${SCHOOL_URL}/api/upload?kind=${kind}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { formFile: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as string;
}

export async function adminPost<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${SCHOOL_URL}${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

export async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${SCHOOL_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** axe-core: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
  expect(summary, `${label}: axe serious/critical violations`).toEqual([]);
}

/** Public lists come back in pages: fetch a whole one unpaged. */
export async function publicList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(`${SCHOOL_URL}${path}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as T[];
}

/** The home page opens the welcome modal once the modal list has loaded: close it. */
export async function closeWelcome(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Hope Academy' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The API client streams request bodies, which Playwright's request.postData() cannot see,
 * so a wrapper around fetch keeps the JSON bodies sent to `pathPart` in window.__sent.
 */
export async function recordJsonBodies(page: Page, pathPart: string) {
  await page.addInitScript((part) => {
    const w = window as unknown as { __sent: unknown[]; fetch: typeof fetch };
    w.__sent = [];
    const original = w.fetch.bind(window);
    w.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      if (req.url.includes(part) && req.method !== 'GET') {
        try {
          w.__sent.push(JSON.parse(await req.clone().text()));
        } catch {
          /* not JSON */
        }
      }
      return original(input as RequestInfo, init);
    };
  }, pathPart);
}

export async function sentBodies<T>(page: Page): Promise<T[]> {
  return page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent) as Promise<T[]>;
}

let cachedToken: Promise<string> | null = null;

/**
 * One admin token per worker for API set-up calls: the API allows 20 logins a
 * minute per IP, and every e2e folder shares that budget.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  cachedToken ??= request
    .post(`${SCHOOL_URL}/api/users/login`, { data: { email: ADMIN.email, password: ADMIN.password } })
    .then(async (res) => {
      expect(res.ok(), await res.text()).toBeTruthy();
      return (await res.json()).token as string;
    })
    .catch((e: unknown) => {
      cachedToken = null;
      throw e;
    });
  return cachedToken;
}
