// Helpers shared by `npm run load` and `npm run faults`: the built API as a child process,
// an in-process SMTP server, MariaDB databases made and dropped per run, small valid files,
// HTTP calls with timing, percentiles and a table printer.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { apiRequire, startApi as startServer } from '../harness/api-server.mjs';

export { apiRequire, ensureBuilt } from '../harness/api-server.mjs';
export { smallPdf, smallPng } from '../harness/fixtures.mjs';
export { cleanupAll, freePort, onCleanup, onFinal, sleep, stopChild } from '../harness/processes.mjs';

export const ADMIN = { email: 'reliability-admin@school.test', password: 'Reliability-Admin-Pass-2026', name: 'Reliability Admin' };
export const MYSQL_ROOT = { host: '127.0.0.1', port: 3306, user: 'root' };

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

// ------------------------------------------------------------------ the API

/** The built API on a free port with this script's admin and mail address (see ../harness/api-server.mjs). */
export function startApi({ env = {}, ...opts } = {}) {
  return startServer({ admin: ADMIN, label: 'reliability', ...opts, env: { MAIL_TO: 'office@reliability.test', ...env } });
}

// ------------------------------------------------------------------ SMTP

/**
 * A real SMTP server in this process (no TLS, no auth), keeping every raw message.
 * `received` is parsed lazily by `subjects()`, so the load generator spends no CPU on it.
 *
 * `slow.ms` (changeable while running) holds each message that long before accepting it, as a
 * busy mail server does, and `slow.hold` (a Set of client names, EHLO) holds a client's messages
 * until its name is removed; a message whose client went away meanwhile is dropped, as SMTP says
 * (it was never accepted). `inFlight` counts the messages being held per client name, and
 * `heldOpen(client)` how many of them still have their client connected.
 */
export async function startSmtp(port, { slow = { ms: 0, hold: new Set() } } = {}) {
  const { SMTPServer } = apiRequire('smtp-server');
  const raw = [];
  const inFlight = new Map();
  const closed = new Set();
  // session id → client name, for messages being held
  const held = new Map();
  let dropped = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // a reverse DNS lookup per connection would make this server, not the API, the bottleneck
    disableReverseLookup: true,
    size: 30 * 1024 * 1024,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const accept = () => {
          if (closed.has(session.id)) {
            dropped++;
            return done(new Error('client went away'));
          }
          raw.push(Buffer.concat(chunks));
          done();
        };
        const client = session.hostNameAppearsAs ?? '';
        if (!slow.ms && !slow.hold?.has(client)) return accept();
        inFlight.set(client, (inFlight.get(client) ?? 0) + 1);
        held.set(session.id, client);
        const release = () => {
          if (slow.hold?.has(client)) return setTimeout(release, 20);
          held.delete(session.id);
          inFlight.set(client, inFlight.get(client) - 1);
          accept();
        };
        setTimeout(release, slow.ms);
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
    inFlight,
    heldOpen: (client) => [...held].filter(([id, c]) => c === client && !closed.has(id)).length,
    get dropped() {
      return dropped;
    },
    /** Subjects of every message received so far, decoded (RFC 2047) by mailparser. */
    async subjects() {
      const { simpleParser } = apiRequire('mailparser');
      const out = [];
      for (const buf of raw) {
        const m = await simpleParser(buf, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
        out.push({ subject: m.subject ?? '', text: m.text ?? '', attachments: m.attachments?.length ?? 0, messageId: m.messageId ?? '' });
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
