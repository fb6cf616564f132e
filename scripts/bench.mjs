#!/usr/bin/env node
// `npm run bench`: a clean production build, then the server on the embedded SQLite
// default with a seeded data set, then every measurement of issue 7, printed as one table
// and written to bench-results/latest.json. The work is in scripts/bench/run.mjs.
//
// Options:  --skip-build        reuse the existing dist folders (the build row says 'skipped')
//           --rows=a,b          only some rows: build, js, firstvisit, offline, inp, lighthouse, datacost, api, ssr, ssrmiss, contact, writes, gallery, outbox
//           BENCH_LH_RUNS=3     Lighthouse runs per page (the median is kept)
//           BENCH_LH_PAGES='school /,school /ne/news'  only these Lighthouse pages (row keys)
//           BENCH_DURATION=5    seconds per autocannon measurement
//           BENCH_WRITES=200    registrations in the write row
//           BENCH_CONTACT_INTERVAL_MS=100  each of the 5 contact clients posts this often (0 = back to back)
//           BENCH_OUTBOX_SUBSCRIBERS=500  email subscribers one broadcast reaches in the outbox row (servers of its own, SQLite then MariaDB)
//           BENCH_OUTBOX_MYSQL_URL  the outbox row's MariaDB database, dropped and made again (default mysql://root@127.0.0.1:3306/school_bench_outbox)
//           BENCH_FIRST_VISIT_RUNS=7  first visits to / in the firstvisit row (the median is kept)
//           CHROMIUM_PATH       default /usr/bin/chromium (never a downloaded browser)
//           BENCH_DATABASE_URL  an empty MariaDB/MySQL database to run on instead of the SQLite default
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, install } from './lib.mjs';

// On a fresh clone, install first, as `npm start` does: the bench's own tools
// (lighthouse, chrome-launcher, autocannon, playwright-core) are root devDependencies.
const needed = ['lighthouse', 'chrome-launcher', 'autocannon', 'playwright-core'].map((n) => join(ROOT, 'node_modules', n));
needed.push(join(ROOT, 'api', 'node_modules', 'fastify'), join(ROOT, 'api', 'node_modules', 'sharp'));
if (needed.some((p) => !existsSync(p))) {
  console.log('▶ Installing dependencies (pnpm, pinned), as npm start does');
  install();
}

await import('./bench/run.mjs');
