#!/usr/bin/env node
// `npm run load`: issue 8 point 7, load with nothing lost.
//
// Starts the built server (node api/dist/server.js; built first if dist is missing) on a free
// port with a temp DATA_DIR, demo content, per-IP rate limits raised through the environment
// and a real SMTP server in this process as SMTP_URL. Then N concurrent clients run for D
// seconds over a mix of public reads (news, albums, events, careers, notices, the home HTML)
// and submissions: a registration with its two uploads, a contact message, and a job
// application with its CV upload. Afterwards every 2xx submission is looked up:
//   - its row, through the admin API (registrations, contact messages, job applications);
//   - its mail: received by the SMTP server, or still pending in the `outbox` table (read
//     straight from the database: better-sqlite3, or mysql2 for MariaDB).
// Exit code 1 on any error (non-2xx or network) or any lost row or mail.
//
// Options:
//   --db sqlite|mysql|both   default both (mysql: a fresh database on mysql://root@127.0.0.1:3306, dropped after)
//   --clients 100            concurrent clients
//   --duration 60            seconds of load per database
//   --drain 60               seconds to wait, after the load, for the outbox to empty
//   --json <file>            also write the figures as JSON
import { writeFileSync } from 'node:fs';
import { ensureBuilt, startApi } from './harness/api-server.mjs';
import { parseArgs } from './harness/cli.mjs';
import { createMysqlDatabase, mysqlAvailable, queryDb } from './harness/databases.mjs';
import { ms, printTable } from './harness/figures.mjs';
import { login } from './harness/http.mjs';
import { startSmtp } from './harness/mail.mjs';
import { cleanupAll, freePort, onCleanup, runScript } from './harness/processes.mjs';
import { checkLoad, loadFigures, runLoad } from './reliability/load-mix.mjs';

const opts = parseArgs(process.argv.slice(2), { db: 'both', clients: 100, duration: 60, drain: 60, json: '' });

async function runOnce(dbKind) {
  const t0 = Date.now();
  const runId = Date.now().toString(36).slice(-5).toUpperCase();
  console.log(`\n▶ Load on ${dbKind === 'mysql' ? 'MariaDB' : 'SQLite'}: ${opts.clients} clients for ${opts.duration} s (run ${runId})`);

  let db = null;
  if (dbKind === 'mysql') {
    db = await createMysqlDatabase('school_load');
    onCleanup(() => db.drop());
    console.log(`  database ${db.name}`);
  }
  const smtpPort = await freePort();
  const smtp = await startSmtp(smtpPort);
  onCleanup(() => smtp.close());
  const api = await startApi({
    label: `reliability-load-${dbKind}`,
    databaseUrl: db?.url ?? '',
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    env: {
      RATE_LIMIT_SUBMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_UPLOAD_PER_MINUTE: '10000000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    },
  });
  onCleanup(async () => {
    await api.stop();
    api.remove();
  });
  console.log(`  server ${api.base} (data ${api.dataDir}), ready after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const { base } = api;
  const { token } = await login(api);

  const load = await runLoad({ base, clients: opts.clients, durationS: opts.duration, runId });
  const checked = await checkLoad({
    base,
    token,
    runId,
    submissions: load.submissions,
    smtp,
    drainS: opts.drain,
    outbox: (sql) => queryDb({ databaseUrl: db?.url, dataDir: api.dataDir }, sql),
  });
  const { tally } = checked;
  const errorCount = [...load.errors.values()].reduce((n, e) => n + e.count, 0);
  const figures = loadFigures(load);
  const result = {
    db: dbKind === 'mysql' ? 'MariaDB' : 'SQLite',
    clients: opts.clients,
    durationS: Number(load.wallS.toFixed(1)),
    requests: load.requests,
    errors: errorCount,
    rps: Number((load.requests / load.wallS).toFixed(1)),
    p50Ms: figures.p50Ms,
    p90Ms: figures.p90Ms,
    p99Ms: figures.p99Ms,
    maxMs: figures.maxMs,
    submissions: tally,
    rowsLost: checked.rowsLost,
    mailLost: checked.mailLost,
    mailTwice: checked.mailTwice,
    outboxPendingAtEnd: checked.pending,
    outboxDrainS: Number(checked.drainS.toFixed(1)),
    mailsReceivedDuringLoad: checked.receivedAtLoadEnd,
    mailDrainPerS: Number(checked.drainRate.toFixed(1)),
    mailsRetried: checked.retried,
    retryErrors: checked.retryErrors,
    mailsReceived: checked.mailsReceived,
    applicationMailsWithCv: checked.applicationMailsWithCv,
    errorsByKind: Object.fromEntries(load.errors),
    perOp: figures.perOp,
  };

  console.log(`\n  ${result.db}: per operation`);
  printTable(
    ['operation', 'requests', 'p50', 'p99'],
    Object.entries(result.perOp).map(([k, v]) => [k, v.requests, ms(v.p50Ms), ms(v.p99Ms)]),
  );
  console.log(`\n  ${result.db}: submissions (2xx) and what became of them`);
  printTable(
    ['submission', '2xx', 'row found', 'row lost', 'mail delivered', 'mail queued', 'mail lost', 'mail twice'],
    Object.entries(tally).map(([k, t]) => [k, t.ok2xx, t.rowsFound, t.rowsLost, t.delivered, t.queued, t.mailLost, t.twice]),
  );
  console.log(`  application mails received with the CV attached: ${result.applicationMailsWithCv}`);
  if (result.mailsRetried) console.log(`  mails that needed a retry: ${result.mailsRetried} (${JSON.stringify(result.retryErrors).slice(0, 300)})`);
  if (errorCount) {
    console.log(`\n  ${result.db}: errors`);
    for (const [k, e] of load.errors) console.log(`    ${e.count} × ${k}  ${e.sample ?? ''}`);
    console.log(`  server log (last lines):\n${api.logTail(20).replace(/^/gm, '    ')}`);
  }
  for (const [k, t] of Object.entries(tally)) if (t.lostSample.length) console.log(`  ${k}: lost, e.g. ${t.lostSample.join(', ')}`);

  await cleanupAll();
  return result;
}

async function main() {
  ensureBuilt();
  const kinds = opts.db === 'both' ? ['sqlite', 'mysql'] : [opts.db];
  for (const k of kinds) if (!['sqlite', 'mysql'].includes(k)) throw new Error(`--db must be sqlite, mysql or both (got ${k})`);
  if (kinds.includes('mysql') && !mysqlAvailable()) throw new Error('MariaDB is not answering on 127.0.0.1:3306 (mysqladmin ping failed)');
  const results = [];
  for (const k of kinds) results.push(await runOnce(k));

  console.log(`\n▶ Summary (${opts.clients} clients, ${opts.duration} s each)`);
  printTable(
    ['database', 'requests', 'req/s', 'errors', 'p50', 'p99', 'max', 'submissions 2xx', 'rows lost', 'mail lost', 'mail delivered / queued'],
    results.map((r) => {
      const t = Object.values(r.submissions);
      const sum = (f) => t.reduce((n, x) => n + x[f], 0);
      return [r.db, r.requests, r.rps, r.errors, ms(r.p50Ms), ms(r.p99Ms), ms(r.maxMs), sum('ok2xx'), r.rowsLost, r.mailLost, `${sum('delivered')} / ${sum('queued')}`];
    }),
  );
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ at: new Date().toISOString(), options: opts, results }, null, 2));
  const failed = results.filter((r) => r.errors > 0 || r.rowsLost > 0 || r.mailLost > 0 || r.mailTwice > 0);
  if (failed.length) {
    console.error(`\n✖ ${failed.map((r) => `${r.db}: ${r.errors} errors, ${r.rowsLost} rows lost, ${r.mailLost} mails lost, ${r.mailTwice} sent twice`).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\n✔ no errors, no row lost, every mail delivered or queued');
  }
}

runScript(main);
