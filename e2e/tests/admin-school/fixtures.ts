import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { SCHOOL_URL } from '../../support/env';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid RGB PNG of one colour, made here (nothing comes from the internet). */
export function png(width = 64, height = 40, rgb: [number, number, number] = [30, 120, 200]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PDF with the given number of pages, each carrying the text. */
export async function pdf(text: string, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([300, 200]);
    page.drawText(`${text} — page ${i}`, { x: 20, y: 100, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

export const pngFile = (name = 'photo.png', rgb?: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(64, 40, rgb) });
export const pdfFile = async (name = 'notice.pdf', text = 'Notice') => ({ name, mimeType: 'application/pdf', buffer: await pdf(text) });
export const textFile = (name = 'notes.txt') => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not an image or a pdf') });

/** The file input of an upload field, found by its form label (antd links the label to the input's id). */
export const fileInput = (scope: Page | Locator, label: string): Locator => scope.getByLabel(label, { exact: true });

/** The upload field (with its data-upload-status) around a labelled file input. */
export async function uploadField(scope: Page | Locator, label: string): Promise<Locator> {
  const id = await fileInput(scope, label).getAttribute('id');
  return scope.locator(`.upload-field:has(input[id="${id}"])`);
}

/** Chooses file(s) for a form field and waits for the upload to reach `status` (default: succeeded). */
export async function upload(
  scope: Page | Locator,
  label: string,
  files: Parameters<Locator['setInputFiles']>[0],
  status: 'succeeded' | 'failed' = 'succeeded',
) {
  await fileInput(scope, label).setInputFiles(files);
  await expect(await uploadField(scope, label)).toHaveAttribute('data-upload-status', status);
}

/** The toast with this exact text (bottom-right notification). */
export const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

/** A form item's validation message. */
export const formError = (scope: Page | Locator, text: string) => scope.locator('.ant-form-item-explain-error', { hasText: text });

/** A signed-out visitor in a fresh browser context, for checking the public site. */
export async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SCHOOL_URL });
  return context.newPage();
}

/** The id of the record with this exact value in a public list (the API does the search). */
export async function idOf(page: Page, listPath: string, field: string, value: string, token?: string): Promise<string> {
  const res = await page.request.get(`${listPath}${listPath.includes('?') ? '&' : '?'}q=${encodeURIComponent(value)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok()).toBeTruthy();
  const rows = (await res.json()) as Record<string, unknown>[];
  const row = rows.find((r) => r[field] === value);
  expect(row, `${value} in ${listPath}`).toBeTruthy();
  return row!._id as string;
}

/** Picks an option of an open antd Select (its list is virtual, so match the visible item). */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/**
 * Scrolls a public page to the bottom half a screen at a time, so lazily mounted parts
 * (sliders, the calendar) see themselves near the viewport and render. Each step waits
 * two animation frames (enough for IntersectionObserver to report), not a fixed time,
 * and the page may grow as parts mount.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.max(200, innerHeight / 2)) {
      scrollTo(0, y);
      await frames();
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frames();
  });
}

/** The stored name of an upload ("/uploads/<hex>.png" → "<hex>"), to find its variants in src attributes. */
export const storedName = (ref: string) => /\/uploads\/([^/.]+)\./.exec(ref)?.[1] ?? ref;

/** Today as the date pickers show it, DD-MMM-YYYY. */
export function todayLabel(d = new Date()): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(d.getDate()).padStart(2, '0')}-${months[d.getMonth()]}-${d.getFullYear()}`;
}

/** Today in the school's zone (Asia/Kathmandu), DD-MMM-YYYY: the day "upcoming" and "outdated" are counted from. */
export function schoolTodayLabel(now = new Date()): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(now).split('-').map(Number);
  return todayLabel(new Date(y, m - 1, d));
}

/** Types a date into an antd DatePicker and confirms it. */
export async function pickDate(picker: Locator, label: string) {
  await picker.click();
  await picker.fill(label);
  await picker.press('Enter');
  await expect(picker).toHaveValue(label);
}

/** Pages through an antd Pagination until `item` shows (lists are paged 10 at a time). */
export async function findInPages(page: Page, item: Locator) {
  for (let i = 0; i < 50; i++) {
    if (await item.isVisible()) return;
    const next = page.locator('.ant-pagination-next');
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') break;
    const current = await page.locator('.ant-pagination-item-active').getAttribute('title');
    await next.click();
    // The next page is shown once the pager says so and the list has re-rendered.
    await expect(page.locator('.ant-pagination-item-active')).not.toHaveAttribute('title', current ?? '');
  }
  await expect(item).toBeVisible();
}
