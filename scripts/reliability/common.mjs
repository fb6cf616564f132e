// Helpers shared by `npm run load` and `npm run faults`: the built API as a child process,
// an in-process SMTP server, MariaDB databases made and dropped per run, small valid files,
// HTTP calls with timing, percentiles and a table printer.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { ROOT, runPnpm } from '../lib.mjs';

/** api/'s own dependencies (smtp-server, better-sqlite3, mysql2, mailparser), resolved as the API resolves them. */
export const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));

export const ADMIN = { email: 'reliability-admin@school.test', password: 'Reliability-Admin-Pass-2026', name: 'Reliability Admin' };
export const MYSQL_ROOT = { host: '127.0.0.1', port: 3306, user: 'root' };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `--name value` and `--name=value` options, with defaults. */
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    const key = m[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    let value = m[2];
    if (value === undefined) value = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true';
    out[key] = typeof defaults[key] === 'number' ? Number(value) : value;
  }
  return out;
}

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

/** Builds the API (and the front end, for the home HTML) when their dist folders are missing. */
export function ensureBuilt({ frontEnd = true } = {}) {
  const apiDist = join(ROOT, 'api', 'dist', 'server.js');
  const shellDist = join(ROOT, 'shell', 'dist', 'index.html');
  if (frontEnd && !existsSync(shellDist)) {
    console.log('▶ shell/dist is missing: npm run build (front end and API)');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed');
  } else if (!existsSync(apiDist)) {
    console.log('▶ api/dist is missing: building the API');
    runPnpm(['--filter', '@school/api', 'run', 'build']);
  }
}

// ------------------------------------------------------------------ child processes

const children = new Set();
const cleanups = [];
const finals = [];

/** Runs on Ctrl-C / SIGTERM after every clean-up (e.g. make sure MariaDB is running again). */
export function onFinal(fn) {
  finals.push(fn);
}

/** Registers an async clean-up that runs on normal exit, on error and on Ctrl-C. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

export async function cleanupAll() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (e) {
      console.error(`  clean-up step failed: ${e.message}`);
    }
  }
  await Promise.all([...children].map((c) => stopChild(c, 5_000)));
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    console.error(`\n${sig}: cleaning up`);
    await cleanupAll();
    for (const fn of finals) await Promise.resolve(fn()).catch((e) => console.error(e.message));
    process.exit(130);
  });
}

export async function stopChild(child, ms = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await done;
  clearTimeout(timer);
}

/**
 * `node api/dist/server.js` on a free port with its own temp DATA_DIR, demo content, an admin
 * and the given extra environment. Resolves when GET /api/news answers. Its log goes to a file.
 */
export async function startApi({ databaseUrl = '', smtpUrl = '', env = {}, label = 'api', dataDir: reuse = '' } = {}) {
  const port = await freePort();
  const dataDir = reuse || mkdtempSync(join(tmpdir(), `school-${label}-`));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: `reliability-${label}-secret-0123456789abcdef`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      SEED_DEMO: 'true',
      SMTP_URL: smtpUrl,
      MAIL_TO: 'office@reliability.test',
      RECAPTCHA_SECRET: '',
      RECAPTCHA_SITE_KEY: '',
      TRUST_PROXY: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const api = {
    base,
    port,
    dataDir,
    logFile,
    child,
    logTail: (lines = 30) => {
      try {
        return readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
    stop: async () => {
      await stopChild(child);
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} during start:\n${api.logTail()}`);
    try {
      const res = await fetch(`${base}/api/news`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) throw new Error(`the API did not answer within 180 s:\n${api.logTail()}`);
    await sleep(250);
  }
  return api;
}

// ------------------------------------------------------------------ SMTP

/**
 * A real SMTP server in this process (no TLS, no auth), keeping every raw message.
 * `received` is parsed lazily by `subjects()`, so the load generator spends no CPU on it.
 */
export async function startSmtp(port) {
  const { SMTPServer } = apiRequire('smtp-server');
  const raw = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // a reverse DNS lookup per connection would make this server, not the API, the bottleneck
    disableReverseLookup: true,
    size: 30 * 1024 * 1024,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks));
        done();
      });
    },
  });
  server.on('error', () => {});
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    raw,
    /** Subjects of every message received so far, decoded (RFC 2047) by mailparser. */
    async subjects() {
      const { simpleParser } = apiRequire('mailparser');
      const out = [];
      for (const buf of raw) {
        const m = await simpleParser(buf, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
        out.push({ subject: m.subject ?? '', text: m.text ?? '', attachments: m.attachments?.length ?? 0 });
      }
      return out;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ------------------------------------------------------------------ databases

export function mysqlAvailable() {
  try {
    execFileSync('mysqladmin', ['-h', MYSQL_ROOT.host, '-u', MYSQL_ROOT.user, 'ping'], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/** A fresh MariaDB database for one run; `drop()` removes it. */
export async function createMysqlDatabase(prefix) {
  const mysql = apiRequire('mysql2/promise');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const conn = await mysql.createConnection({ ...MYSQL_ROOT });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return {
    name,
    url: `mysql://root@${MYSQL_ROOT.host}:${MYSQL_ROOT.port}/${name}`,
    async drop() {
      const c = await mysql.createConnection({ ...MYSQL_ROOT });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/** Rows of a SQL query, straight from the database (not through the API). */
export async function queryDb({ databaseUrl, dataDir }, sql, params = []) {
  if (databaseUrl) {
    const mysql = apiRequire('mysql2/promise');
    const u = new URL(databaseUrl);
    const conn = await mysql.createConnection({
      host: u.hostname,
      port: Number(u.port || 3306),
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database: u.pathname.slice(1),
    });
    try {
      const [rows] = await conn.query(sql, params);
      return rows;
    } finally {
      await conn.end();
    }
  }
  const Database = apiRequire('better-sqlite3');
  const db = new Database(join(dataDir, 'school.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

// ------------------------------------------------------------------ files

/** A minimal valid one-page PDF. */
export function smallPdf(label = 'Reliability fixture') {
  const text = `BT /F1 18 Tf 72 760 Td (${label}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A small valid PNG (solid colour), built with zlib only. */
export function smallPng(width = 120, height = 150, rgb = [90, 120, 170]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
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

// ------------------------------------------------------------------ HTTP

/**
 * One timed HTTP call. Never throws: `{status, ms, body, error}` where status 0 is a network
 * error or a timeout. `json` sends a JSON body, `form` a FormData.
 */
export async function call(base, method, path, { json, form, token, headers = {}, timeoutMs = 30_000, accept } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (accept) h.accept = accept;
  let body;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { method, headers: h, body, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    const ms = performance.now() - t0;
    let parsed = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        /* keep the text */
      }
    }
    return { status: res.status, ms, body: parsed, headers: res.headers };
  } catch (e) {
    return { status: 0, ms: performance.now() - t0, error: e.name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : e.cause?.code ?? e.message };
  }
}

export async function login(base) {
  const r = await call(base, 'POST', '/api/users/login', { json: { email: ADMIN.email, password: ADMIN.password } });
  if (r.status !== 200) throw new Error(`admin login failed: ${r.status} ${JSON.stringify(r.body ?? r.error)}`);
  return r.body.token;
}

export function fileForm(field, buf, type, name) {
  const form = new FormData();
  form.append(field, new Blob([buf], { type }), name);
  return form;
}

// ------------------------------------------------------------------ figures

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const fmtMs = (v) => (v === null || v === undefined ? 'n/a' : `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`);

/** Prints rows (arrays of cells) as an aligned text table. */
export function printTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c)));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(all[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of all.slice(1)) console.log(line(r));
}

export { ROOT };
