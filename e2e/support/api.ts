import { expect, type APIRequestContext, type Page } from './test';
import { SCHOOL_URL } from './env';
import { pdfFile, pngFile, type UploadFile } from './files';
import { requestOf } from './session';

// Records made and read through the API for a test's set-up and checks (never through SQL). Calls with
// a token act as the admin (see adminToken); paths are API paths such as /api/news.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function adminGet<T>(from: Page | APIRequestContext, token: string, path: string): Promise<T> {
  const res = await requestOf(from).get(`${SCHOOL_URL}${path}`, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** Creates a record (201) and returns it. */
export async function adminPost<T = { _id: string }>(from: Page | APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await requestOf(from).post(`${SCHOOL_URL}${path}`, { headers: auth(token), data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** Deletes a record; one already gone is fine (clean-up after a test that removed it itself). */
export async function adminDelete(from: Page | APIRequestContext, token: string, path: string) {
  const res = await requestOf(from).delete(`${SCHOOL_URL}${path}`, { headers: auth(token) });
  expect([200, 204, 404], `DELETE ${path}`).toContain(res.status());
}

/** Uploads a file as the admin (`/api/upload?kind=…`) and returns its stored path. */
export async function adminUpload(from: Page | APIRequestContext, token: string, kind: 'image' | 'pdf' | 'download', file: UploadFile): Promise<string> {
  const res = await requestOf(from).post(`${SCHOOL_URL}/api/upload?kind=${kind}`, { headers: auth(token), multipart: { formFile: file } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as string;
}

/** Uploads a file the way the public forms do, without a token (a CV, a registration's documents); returns its reference. */
export async function publicUpload(from: Page | APIRequestContext, path: string, field: string, file: UploadFile): Promise<string> {
  const res = await requestOf(from).post(`${SCHOOL_URL}${path}`, { multipart: { [field]: file } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as string;
}

/** A public list, whole (lists without paging, or the first page of a paged one). */
export async function publicList<T>(from: Page | APIRequestContext, path: string): Promise<T[]> {
  const res = await requestOf(from).get(`${SCHOOL_URL}${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T[];
}

/** The id of the first record of a list that has one. */
export async function firstId(from: Page | APIRequestContext, path: string, token?: string): Promise<string> {
  const res = await requestOf(from).get(`${SCHOOL_URL}${path}`, { headers: token ? auth(token) : {} });
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  const rows = (await res.json()) as { _id: string }[];
  expect(rows.length, `${path} has a row to open`).toBeGreaterThan(0);
  return rows[0]._id;
}

/** The id of the record with this exact value in a list (the API does the search). */
export async function idOf(from: Page | APIRequestContext, listPath: string, field: string, value: string, token?: string): Promise<string> {
  const res = await requestOf(from).get(`${SCHOOL_URL}${listPath}${listPath.includes('?') ? '&' : '?'}q=${encodeURIComponent(value)}`, {
    headers: token ? auth(token) : {},
  });
  expect(res.ok()).toBeTruthy();
  const rows = (await res.json()) as Record<string, unknown>[];
  const row = rows.find((r) => r[field] === value);
  expect(row, `${value} in ${listPath}`).toBeTruthy();
  return row!._id as string;
}

export interface Applicant {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
  application?: string;
  /** the mark sheet; a one-page PDF by default */
  markSheet?: UploadFile;
  /** the passport photo; a PNG by default */
  ppPhoto?: UploadFile;
}

/** An admission registration, sent the way the public form sends it (its documents first); returns it. */
export async function register(from: Page | APIRequestContext, applicant: Applicant = {}): Promise<{ _id: string }> {
  const { markSheet = pdfFile('marks.pdf', 'Mark sheet', 1), ppPhoto = pngFile('me.png', [200, 80, 40], [60, 80]), ...person } = applicant;
  const res = await requestOf(from).post(`${SCHOOL_URL}/api/registrations`, {
    data: {
      firstName: 'Asha',
      lastName: 'Tester',
      email: 'applicant@example.test',
      phone: '9800000000',
      address: 'Lalitpur-3',
      preference: 'Primary',
      lvl: '3',
      application: 'Please admit me.',
      ...person,
      markSheet: await publicUpload(from, '/api/registrations/uploads/marksheet', 'marksheet', markSheet),
      ppPhoto: await publicUpload(from, '/api/registrations/uploads/ppphoto', 'ppphoto', ppPhoto),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string };
}
