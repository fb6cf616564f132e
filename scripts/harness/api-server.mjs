// The built API (`node api/dist/server.js`) as a child process on a free port, as e2e runs it: its own
// temporary DATA_DIR, demo content, one admin, and whatever settings the caller adds.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runPnpm } from '../lib.mjs';
import { freePort, sleep, spawnTracked, stopChild } from './processes.mjs';

/** api/'s own dependencies (fastify, sharp, smtp-server, mysql2…), resolved as the API resolves them. */
export const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));

/** Builds the API (and the front end, for the pages) when their dist folders are missing. */
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

/**
 * The first admin of a script's server, named after the label's first word (the script family):
 * 'bench' → bench-admin@school.test, 'Bench-Admin-Pass-2026'; 'reliability-load-sqlite' → reliability-admin@….
 */
export function adminFor(label) {
  const family = label.split('-')[0];
  const name = family[0].toUpperCase() + family.slice(1);
  return { email: `${family}-admin@school.test`, password: `${name}-Admin-Pass-2026`, name: `${name} Admin` };
}

/**
 * Starts the API and resolves once GET /api/news answers 200.
 * - `label` names the run: its admin (adminFor, unless `admin` {email, password, name} is given), JWT secret, temp folder and the office's mail address.
 * - `dataDir`: reuse a folder (a restart keeps its rows and uploads); otherwise a new temp folder.
 * - `logFile`: where stdout and stderr go; `dataDir/server.log` by default.
 * The server it returns carries `base`, `admin` and `dataDir`, and `stop()`s.
 */
export async function startApi({ admin: given, label = 'api', databaseUrl = '', smtpUrl = '', env = {}, dataDir: reuse = '', logFile: logPath = '', port: wanted } = {}) {
  const admin = given ?? adminFor(label);
  const port = wanted ?? (await freePort());
  const dataDir = reuse || mkdtempSync(join(tmpdir(), `school-${label}-`));
  const logFile = logPath || join(dataDir, 'server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawnTracked(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: `${label}-only-secret-not-for-production-0123456789`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
      SEED_DEMO: 'true',
      SMTP_URL: smtpUrl,
      RECAPTCHA_SECRET: '',
      RECAPTCHA_SITE_KEY: '',
      TRUST_PROXY: '',
      LOG_LEVEL: 'warn',
      MAIL_TO: `office@${label.split('-')[0]}.test`,
      ...env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const server = {
    base,
    admin,
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
    stop: () => stopChild(child),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} during start:\n${server.logTail()}`);
    try {
      const res = await fetch(`${base}/api/news`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the API did not answer within 180 s:\n${server.logTail()}`);
    }
    await sleep(250);
  }
}
