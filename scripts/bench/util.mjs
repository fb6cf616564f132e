// Helpers for the benchmark: Chromium, HTTP calls, figures. Processes and the server under test come
// from the scripts' one harness (../harness).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

export { apiRequire } from '../harness/api-server.mjs';
export { cleanupAll, freePort, onCleanup, sleep, spawnTracked, stopChild } from '../harness/processes.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ADMIN = { email: 'bench-admin@school.test', password: 'Bench-Admin-Pass-2026', name: 'Bench Admin' };

// ---------------------------------------------------------------- HTTP

export class HttpError extends Error {
  constructor(method, url, status, body) {
    super(`${method} ${new URL(url).pathname} → ${status}${body ? `: ${String(body).slice(0, 160)}` : ''}`);
    this.status = status;
  }
}

/** JSON call; throws HttpError on a non-2xx status. Returns { status, headers, body }. */
export async function api(base, method, path, { token, json, form, headers = {}, timeout = 60_000 } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const url = base + path;
  const res = await fetch(url, { method, headers: h, body, signal: AbortSignal.timeout(timeout) });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (res.status < 200 || res.status >= 300) {
    throw new HttpError(method, url, res.status, typeof parsed === 'object' && parsed?.message ? parsed.message : text);
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** Runs `fn(i)` for i in [0, n) with at most `concurrency` in flight; collects errors instead of throwing. */
export async function pool(n, concurrency, fn) {
  let next = 0;
  const errors = [];
  const results = new Array(n);
  async function worker() {
    while (next < n) {
      const i = next++;
      try {
        results[i] = await fn(i);
      } catch (e) {
        errors.push(e);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return { results, errors };
}

/** Upload refs come back as strings, or objects carrying a path/url. */
export function refOf(v) {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') return v.path ?? v.url ?? v.ref ?? v.file ?? v.image ?? null;
  return null;
}

// ---------------------------------------------------------------- misc

export function machine() {
  const os = createRequire(import.meta.url)('node:os');
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  let nproc = os.cpus().length;
  try {
    nproc = Number(execFileSync('nproc').toString().trim());
  } catch {
    /* keep os.cpus() */
  }
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    /* not installed */
  }
  return {
    nproc,
    cpu,
    memGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    chromium,
    loadavgAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

export const kb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
export const mb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(2)} MB`);
export const ms = (v) => (v === null || v === undefined ? 'n/a' : `${Math.round(v)} ms`);

export function withTimeout(promise, msTimeout, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(msTimeout / 1000)} s`)), msTimeout);
    }),
  ]).finally(() => clearTimeout(timer));
}
