// Helpers for the benchmark: free ports, the server under test, HTTP calls, children cleanup.
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

/** Modules that live in api/'s node_modules (fastify, sharp), resolved as the API resolves them. */
export const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));

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

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------- children

const children = new Set();

/** Spawns a child that is killed when the bench ends, however it ends. */
export function spawnTracked(cmd, args, opts) {
  const child = spawn(cmd, args, opts);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function stopChild(child, ms = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await done;
  clearTimeout(timer);
}

const cleanups = [];
/** Registers an async clean-up (close a browser, kill Chrome) that runs on exit or Ctrl-C. */
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export async function cleanupAll() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch {
      /* best effort */
    }
  }
  await Promise.all([...children].map((c) => stopChild(c, 5_000)));
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    console.error(`\n${sig}: stopping everything the bench started`);
    await cleanupAll();
    process.exit(130);
  });
}
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

// ---------------------------------------------------------------- the server under test

/**
 * Starts `node api/dist/server.js` as e2e does, on the embedded SQLite default, in a
 * temporary DATA_DIR. The per-IP limits on public submissions and anonymous uploads are
 * raised through the API's own settings for load tests (.env.example), so the write row
 * measures the work and not the limiter's 429s; the limiter itself still runs.
 */
export async function startServer({ port, dataDir, logFd, logPath }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: 'bench-only-secret-not-for-production-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SUBMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_UPLOAD_PER_MINUTE: '1000000',
    RECAPTCHA_SECRET: '',
    RECAPTCHA_SITE_KEY: '',
    SMTP_URL: '',
  };
  const child = spawnTracked(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  const base = `http://localhost:${port}`;
  const t0 = Date.now();
  while (Date.now() - t0 < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} (see ${logPath})`);
    try {
      const res = await fetch(`${base}/remotes.json`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return { child, base, env };
    } catch {
      await sleep(250);
    }
  }
  await stopChild(child);
  throw new Error('server did not answer within 120 s');
}

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
