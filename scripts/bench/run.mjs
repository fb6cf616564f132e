// The bench itself; scripts/bench.mjs (npm run bench) installs if needed, then imports this.
// Every row fails soft ('n/a' and the reason), and everything the bench starts (server,
// bare Fastify, Chromium) is stopped at the end, however it ends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, FRONT_ENDS, buildAll, runPnpm } from '../lib.mjs';
import { startApi } from '../harness/api-server.mjs';
import { withTimeout } from '../harness/cli.mjs';
import { machine } from '../harness/figures.mjs';
import { login } from '../harness/http.mjs';
import { cleanupAll, freePort } from '../harness/processes.mjs';
import { buildNotes, buildRows, renderTable } from './table.mjs';
import { seedDataSet, DATA_SET } from './seed.mjs';
import { launchBrowser } from './browser.mjs';
import { measureJsBytes } from './js-bytes.mjs';
import { lighthouseTargets, runLighthouse } from './lighthouse.mjs';
import { measureThroughput } from './throughput.mjs';
import { measureSsr } from './ssr.mjs';
import { measureSsrMisses, MISS_PAGES } from './ssr-misses.mjs';
import { measureWrites } from './writes.mjs';
import { measureReadsUnderContact } from './reads-under-contact.mjs';
import { measureFirstVisit } from './first-visit.mjs';
import { measureOfflineBytes } from './offline-bytes.mjs';
import { createGalleryAlbum, measureGallery } from './gallery.mjs';
import { measureInp, TRIES as INP_TRIES } from './inp.mjs';
import { uploadStaffContent } from './staff-content.mjs';
import { dataCostPages, measureDataCost } from './data-cost.mjs';
import { measureOutbox, ROUNDS as OUTBOX_ROUNDS, SUBSCRIBERS as OUTBOX_SUBSCRIBERS } from './outbox.mjs';

const ALL_ROWS = ['build', 'js', 'firstvisit', 'offline', 'inp', 'lighthouse', 'datacost', 'api', 'ssr', 'ssrmiss', 'contact', 'writes', 'gallery', 'outbox'];
/** Rows with servers of their own: the shared bench server is not started for them alone. */
const OWN_SERVER_ROWS = ['build', 'outbox'];
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const rowsArg = args.find((a) => a.startsWith('--rows='));
const ROWS = new Set(rowsArg ? rowsArg.slice(7).split(',') : ALL_ROWS);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const DURATION = Number(process.env.BENCH_DURATION || 5);
const WRITES = Number(process.env.BENCH_WRITES || 200);
const FIRST_VISIT_RUNS = Number(process.env.BENCH_FIRST_VISIT_RUNS || 7);

const OUT_DIR = join(ROOT, 'bench-results');
mkdirSync(OUT_DIR, { recursive: true });

const started = Date.now();
const results = { date: new Date().toISOString(), machine: machine(), options: { skipBuild, rows: [...ROWS], lighthouseRuns: LH_RUNS, durationS: DURATION, writes: WRITES } };
const log = (...a) => console.log(...a);
const section = (t) => log(`\n▶ ${t}`);

/** Runs one part; a failure becomes { error } and the bench goes on. */
async function soft(name, fn, timeoutMs = 10 * 60_000) {
  const t0 = Date.now();
  try {
    const r = await withTimeout(Promise.resolve().then(fn), timeoutMs, name);
    log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  } catch (e) {
    log(`✖ ${name}: ${e.message}`);
    return { error: e.message };
  }
}

// ---------------------------------------------------------------- 6. build (first: the other rows need it)

function cleanBuild() {
  for (const dir of [...FRONT_ENDS, 'api']) rmSync(join(ROOT, dir, 'dist'), { recursive: true, force: true });
  const t0 = Date.now();
  try {
    buildAll();
    return { seconds: (Date.now() - t0) / 1000, failed: [] };
  } catch (e) {
    const seconds = (Date.now() - t0) / 1000;
    // Salvage what builds, so the other rows can still measure the apps that do.
    const failed = [];
    for (const app of [...FRONT_ENDS, '@school/api']) {
      const dir = app === '@school/api' ? 'api' : app;
      try {
        runPnpm(['--filter', app, 'run', 'build']);
      } catch {
        failed.push(dir);
      }
    }
    return { seconds: null, failedAfterS: seconds, failed, error: `${e.message}; failing: ${failed.join(', ') || 'none on retry'}` };
  }
}

if (ROWS.has('build') && !skipBuild) {
  section('Clean production build (every dist deleted, then buildAll)');
  results.build = cleanBuild();
  log(results.build.error ? `✖ build: ${results.build.error}` : `✔ build: ${results.build.seconds.toFixed(1)} s`);
} else results.build = { skipped: true };

// ---------------------------------------------------------------- the outbox (servers of its own, with SMTP)

if (ROWS.has('outbox')) {
  section(`Outbox drain: one broadcast to ${OUTBOX_SUBSCRIBERS} confirmed email subscribers, to the last mail at a local SMTP server (${OUTBOX_ROUNDS} rounds, median kept), on SQLite and on MariaDB`);
  results.outbox = await soft('outbox drain', () => measureOutbox({ log }), 15 * 60_000);
  await cleanupAll();
}

// ---------------------------------------------------------------- the server and the data set

let server;
const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-'));
const serverLog = join(OUT_DIR, 'server.log');
rmSync(serverLog, { force: true });
try {
  const port = await freePort();
  if ([...ROWS].some((r) => !OWN_SERVER_ROWS.includes(r))) {
    section(process.env.BENCH_DATABASE_URL ? 'Server on BENCH_DATABASE_URL' : 'Server on the embedded SQLite default');
    try {
      // The per-IP limits on public submissions and anonymous uploads are raised through the API's own
      // settings, so the write row measures the work and not the limiter's 429s; the limiter still runs.
      server = await startApi({
        label: 'bench',
        port,
        dataDir,
        logFile: serverLog,
        // BENCH_DATABASE_URL: an empty MariaDB/MySQL database instead of the SQLite default
        databaseUrl: process.env.BENCH_DATABASE_URL || '',
        env: { RATE_LIMIT_SUBMIT_PER_MINUTE: '1000000', RATE_LIMIT_UPLOAD_PER_MINUTE: '1000000' },
      });
      log(`✔ server on ${server.base} (DATA_DIR ${dataDir}, log ${serverLog})`);
    } catch (e) {
      results.serverError = e.message;
      log(`✖ server: ${e.message}`);
    }
  }

  if (server) {
    const base = `http://localhost:${port}`;
    const womenBase = `http://women.localhost:${port}`;
    let admin = null;
    try {
      admin = await login(server);
    } catch (e) {
      results.loginError = e.message;
      log(`✖ admin login: ${e.message}`);
    }

    if (admin && (ROWS.has('api') || ROWS.has('ssr') || ROWS.has('ssrmiss') || ROWS.has('contact') || ROWS.has('firstvisit') || ROWS.has('js') || ROWS.has('lighthouse') || ROWS.has('datacost') || ROWS.has('inp'))) {
      section(`Data set through the API: ${DATA_SET.news} news, ${DATA_SET.albums} albums, ${DATA_SET.events} events, ${DATA_SET.careers} careers`);
      results.seed = await soft('data set', () => seedDataSet(base, admin.token, log));
    }

    // Issue 36, item 2: the pages are measured on pictures staff uploaded, not only on the seed's prepared ones
    if (admin && (ROWS.has('lighthouse') || ROWS.has('datacost'))) {
      section('Content as staff upload it: a 4000 × 3000 camera JPEG as every slide and pop-up, news pictures of every shape, an album');
      results.staffContent = await soft('staff content', () => uploadStaffContent(base, admin.token, log));
    }

    let album;
    if (ROWS.has('gallery')) {
      section('Gallery album of 20 full-size photos');
      album = admin ? await soft('gallery album', () => createGalleryAlbum(base, admin.token, log)) : { error: 'no admin login' };
    }

    if (ROWS.has('js') || ROWS.has('gallery') || ROWS.has('firstvisit') || ROWS.has('offline') || ROWS.has('inp') || ROWS.has('datacost')) {
      const b = await soft('Chromium', () => launchBrowser());
      if (!b.error) {
        try {
          if (ROWS.has('js')) {
            section('JS bytes of a first visit (Chromium network log)');
            results.js = await soft('JS bytes', () => measureJsBytes(b.browser, base, womenBase, admin, log));
          }
          if (ROWS.has('firstvisit')) {
            section(`First visit to the school home page (${FIRST_VISIT_RUNS} runs, fresh context each)`);
            results.firstVisit = await soft('first visit', () => measureFirstVisit(b.browser, base, { runs: FIRST_VISIT_RUNS, log }));
          }
          if (ROWS.has('offline')) {
            section('Repeat visits with the service worker (/news, /notice, a 390-px phone)');
            results.offline = await soft('offline bytes', () => measureOfflineBytes(b.browser, base, log));
          }
          if (ROWS.has('inp')) {
            section(`Responsiveness after load (INP): five interactions, ${INP_TRIES} tries each, 4× CPU throttling, 360 × 740 phone`);
            results.inp = await soft('INP', () => measureInp(b.browser, base, { log }), 20 * 60_000);
          }
          if (ROWS.has('datacost')) {
            section('Data cost of a first visit: 360 × 740 phone at DPR 2, normally and with Save-Data: on');
            results.dataCost = await soft('data cost', async () => measureDataCost(b.browser, await dataCostPages(base, womenBase, results.staffContent?.album?.id), log));
          }
          if (ROWS.has('gallery')) {
            section('Gallery page weight');
            results.gallery = album?.error ? { error: album.error } : await soft('gallery page', () => measureGallery(b.browser, base, album, log));
          }
        } finally {
          await b.close();
        }
      } else {
        if (ROWS.has('firstvisit')) results.firstVisit = { error: b.error };
        if (ROWS.has('js')) results.js = { error: b.error };
        if (ROWS.has('gallery')) results.gallery = { error: b.error };
        if (ROWS.has('offline')) results.offline = { error: b.error };
        if (ROWS.has('inp')) results.inp = { error: b.error };
        if (ROWS.has('datacost')) results.dataCost = { error: b.error };
      }
    }

    if (ROWS.has('lighthouse')) {
      section(`Lighthouse, mobile (${LH_RUNS} runs per page, median kept)`);
      results.lighthouse = await soft(
        'Lighthouse',
        async () => runLighthouse(await lighthouseTargets(base, womenBase), { runs: LH_RUNS, outDir: OUT_DIR, log }),
        40 * 60_000,
      );
    }

    if (ROWS.has('api')) {
      section(`API throughput (autocannon, 10 connections, ${DURATION} s each)`);
      results.api = await soft('API throughput', () => measureThroughput(base, { duration: DURATION, serverPid: server.child.pid, log }));
    }

    if (ROWS.has('ssr')) {
      section(`Server-rendered pages: a warm SSR cache hit against a cached JSON list (undici closed loop, 10 connections, ${DURATION} s each)`);
      results.ssr = await soft('SSR hits', () => measureSsr(base, { duration: DURATION, serverPid: server.child.pid, log }));
    }

    if (ROWS.has('ssrmiss')) {
      section(`Server renders at once: ${MISS_PAGES} concurrent cache misses on ${MISS_PAGES} different pages (3 rounds, median kept)`);
      results.ssrMisses = await soft('SSR misses', () => measureSsrMisses(base, { serverPid: server.child.pid, log }));
    }

    if (ROWS.has('contact')) {
      section(`Public reads while 5 clients post contact messages (autocannon, 10 connections, ${DURATION} s each)`);
      results.contact = await soft('reads under contact posts', () => measureReadsUnderContact(base, { duration: DURATION, serverPid: server.child.pid, log }));
    }

    if (ROWS.has('writes')) {
      section(`Writes: ${WRITES} registrations with their uploads, 20 concurrent clients`);
      results.writes = admin ? await soft('writes', () => measureWrites(base, admin.token, { count: WRITES, concurrency: 20, log })) : { error: 'no admin login' };
    }
  }
} finally {
  if (server) await server.stop();
  await cleanupAll();
  rmSync(dataDir, { recursive: true, force: true });
}

results.durationS = Math.round((Date.now() - started) / 1000);
results.loadavgAtEnd = loadavg().map((x) => Math.round(x * 100) / 100);

const rows = buildRows(results, ROWS);
const notes = buildNotes(results);
const m = results.machine;
const table = renderTable(rows);
Object.assign(results, { table: rows, tableMarkdown: table, notes });
writeFileSync(join(OUT_DIR, 'latest.json'), JSON.stringify(results, null, 2));
log(`\nBenchmark · ${results.date} · ${m.nproc} CPU (${m.cpu}) · ${m.memGiB} GiB · Node ${m.node} · ${m.chromium}`);
log(`load average at start ${m.loadavgAtStart.join(' ')}, at end ${results.loadavgAtEnd.join(' ')} · took ${results.durationS} s\n`);
log(table);
if (notes.length) log(`\nDetails:\n${notes.map((n) => `- ${n}`).join('\n')}`);
log(`\nJSON: ${join('bench-results', 'latest.json')} · server log: ${join('bench-results', 'server.log')}`);
process.exit(0);
