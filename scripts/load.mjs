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
import { MIME, pdf, png } from '../test-support/fixtures.mjs';
import { ensureBuilt, startApi } from './harness/api-server.mjs';
import { parseArgs } from './harness/cli.mjs';
import { createMysqlDatabase, mysqlAvailable, queryDb } from './harness/databases.mjs';
import { ms, percentile, printTable } from './harness/figures.mjs';
import { call, fileForm, login } from './harness/http.mjs';
import { startSmtp } from './harness/mail.mjs';
import { cleanupAll, freePort, onCleanup, runScript, sleep } from './harness/processes.mjs';

const opts = parseArgs(process.argv.slice(2), { db: 'both', clients: 100, duration: 60, drain: 60, json: '' });

/** Weights of the operations each client picks from, at random, in a loop. */
const MIX = [
  ['GET /api/news', 10],
  ['GET /api/news/latest', 4],
  ['GET /api/gallery/albums', 7],
  ['GET /api/events/upcoming', 6],
  ['GET /api/events/upcomingevents', 4],
  ['GET /api/careers', 7],
  ['GET /api/notices', 7],
  ['GET / (home HTML)', 10],
  ['registration (2 uploads + POST)', 5],
  ['contact', 6],
  ['career application (CV upload + POST)', 5],
];
const TOTAL_WEIGHT = MIX.reduce((n, [, w]) => n + w, 0);

function pick() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [name, w] of MIX) {
    if ((r -= w) < 0) return name;
  }
  return MIX[0][0];
}

const PDF = pdf('Load test document');
const PNG = png(120, 150);

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

  // ---------------------------------------------------------------- the load
  const latencies = [];
  const perOp = new Map(MIX.map(([name]) => [name, { count: 0, ms: [] }]));
  const errors = new Map();
  const submissions = { registration: [], contact: [], application: [] };
  let seq = 0;
  let requests = 0;

  /** One HTTP call of an operation: timed, counted, and an error unless 2xx. */
  async function req(op, method, path, o) {
    const r = await call(base, method, path, o);
    requests++;
    latencies.push(r.ms);
    const s = perOp.get(op);
    s.count++;
    s.ms.push(r.ms);
    if (r.status < 200 || r.status > 299) {
      const key = `${method} ${path.replace(/\?.*$/, '')} → ${r.status || r.error}`;
      const e = errors.get(key) ?? { count: 0, sample: r.status ? JSON.stringify(r.body).slice(0, 200) : r.error };
      e.count++;
      errors.set(key, e);
      return null;
    }
    return r;
  }

  async function operation(op) {
    switch (op) {
      case 'GET / (home HTML)':
        return req(op, 'GET', '/', { accept: 'text/html' });
      case 'registration (2 uploads + POST)': {
        const tag = `${runId}R${++seq}`;
        const m = await req(op, 'POST', '/api/registrations/uploads/marksheet', { form: fileForm('marksheet', [PDF, MIME.pdf, `marksheet-${tag}.pdf`]) });
        if (!m) return;
        const p = await req(op, 'POST', '/api/registrations/uploads/ppphoto', { form: fileForm('ppphoto', [PNG, MIME.png, `photo-${tag}.png`]) });
        if (!p) return;
        const r = await req(op, 'POST', '/api/registrations', {
          json: {
            firstName: 'Load',
            lastName: `Applicant ${tag}`,
            email: `${tag.toLowerCase()}@load.test`,
            phone: String(9800000000 + seq),
            address: 'Lalitpur, Nepal',
            preference: 'Primary',
            lvl: String(1 + (seq % 5)),
            faculty: '',
            markSheet: m.body,
            ppPhoto: p.body,
            characterCerf: '',
            application: `Admission please (${tag}).`,
            attachApplication: '',
            token: '',
          },
        });
        if (r) submissions.registration.push({ tag, id: r.body._id });
        return;
      }
      case 'contact': {
        const tag = `${runId}C${++seq}`;
        const r = await req(op, 'POST', '/api/contact/send', {
          json: { mailerState: { name: 'Load Tester', email: `${tag.toLowerCase()}@load.test`, subject: `Question ${tag}`, message: `When does the term start? (${tag})` } },
        });
        if (r && r.body?.status === 'success') submissions.contact.push({ tag });
        else if (r) errors.set(`contact answered ${JSON.stringify(r.body)}`, { count: 1 });
        return;
      }
      case 'career application (CV upload + POST)': {
        const tag = `${runId}A${++seq}`;
        const cv = await req(op, 'POST', '/api/upload?kind=cv', { form: fileForm('formFile', [PDF, MIME.pdf, `cv-${tag}.pdf`]) });
        if (!cv) return;
        const r = await req(op, 'POST', '/api/careers/send', {
          json: {
            careerData: {
              careerTitle: 'Mathematics Teacher',
              fullName: `Applicant ${tag}`,
              email: `${tag.toLowerCase()}@load.test`,
              phoneNumber: String(9800000000 + (seq % 100000000)).slice(0, 10),
              message: `I would like to apply (${tag}).`,
              cv: cv.body,
              originalFile: `cv-${tag}.pdf`,
            },
          },
        });
        if (r && r.body?.status === 'success') submissions.application.push({ tag });
        else if (r) errors.set(`career apply answered ${JSON.stringify(r.body)}`, { count: 1 });
        return;
      }
      default: {
        const path = op.split(' ')[1];
        return req(op, 'GET', path);
      }
    }
  }

  const loadStart = performance.now();
  const deadline = loadStart + opts.duration * 1000;
  const progress = setInterval(() => {
    const s = (performance.now() - loadStart) / 1000;
    const errs = [...errors.values()].reduce((n, e) => n + e.count, 0);
    console.log(`  ${s.toFixed(0).padStart(3)} s: ${requests} requests, ${errs} errors`);
  }, 10_000);
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      while (performance.now() < deadline) await operation(pick());
    }),
  );
  clearInterval(progress);
  const wallS = (performance.now() - loadStart) / 1000;

  // ---------------------------------------------------------------- nothing lost?
  const outboxPending = async () => Number((await queryDb({ databaseUrl: db?.url, dataDir: api.dataDir }, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'"))[0].n);
  const drainStart = Date.now();
  const receivedAtLoadEnd = smtp.raw.length;
  let pending = await outboxPending();
  while (pending > 0 && Date.now() - drainStart < opts.drain * 1000) {
    await sleep(2_000);
    pending = await outboxPending();
  }
  const drainS = (Date.now() - drainStart) / 1000;
  const drainRate = (smtp.raw.length - receivedAtLoadEnd) / drainS;
  console.log(`  mail: ${receivedAtLoadEnd} received during the load, ${smtp.raw.length - receivedAtLoadEnd} in the ${drainS.toFixed(0)} s after it (${drainRate.toFixed(1)}/s); ${pending} still pending in the outbox`);

  const [regs, msgs, apps] = await Promise.all(
    ['/api/registrations', '/api/contact/messages', '/api/careers/applications'].map(async (p) => {
      const r = await call(base, 'GET', p, { token, timeoutMs: 120_000 });
      if (r.status !== 200 || !Array.isArray(r.body)) throw new Error(`read-back ${p} failed: ${r.status} ${JSON.stringify(r.body ?? r.error).slice(0, 200)}`);
      return r.body;
    }),
  );
  const outbox = await queryDb({ databaseUrl: db?.url, dataDir: api.dataDir }, 'SELECT subject, status, attempts, lastError FROM outbox');
  const retried = outbox.filter((o) => Number(o.attempts) > 0);
  const retryErrors = {};
  for (const o of retried) retryErrors[o.lastError ?? '(sent on retry)'] = (retryErrors[o.lastError ?? '(sent on retry)'] ?? 0) + 1;
  const received = await smtp.subjects();

  const regIds = new Set(regs.map((r) => r._id));
  const regByLast = new Map(regs.map((r) => [r.lastName, r]));
  const msgSubjects = new Set(msgs.map((m) => m.subject));
  const appNames = new Set(apps.map((a) => a.fullName));
  const receivedSubjects = received.map((m) => m.subject);
  const mailIndex = (tags) => {
    // token → 'delivered' | 'queued' | undefined, scanning each subject once
    const want = new Set(tags);
    const found = new Map();
    const re = new RegExp(`${runId}[RCA][0-9]+`, 'g');
    for (const s of receivedSubjects) for (const t of s.match(re) ?? []) if (want.has(t)) found.set(t, 'delivered');
    for (const o of outbox) {
      if (o.status !== 'pending') continue;
      for (const t of o.subject.match(re) ?? []) if (want.has(t) && !found.has(t)) found.set(t, 'queued');
    }
    return found;
  };

  const check = {
    registration: (s) => regIds.has(s.id) && regByLast.get(`Applicant ${s.tag}`)?._id === s.id,
    contact: (s) => msgSubjects.has(`Question ${s.tag}`),
    application: (s) => appNames.has(`Applicant ${s.tag}`),
  };
  const tally = {};
  for (const kind of Object.keys(submissions)) {
    const list = submissions[kind];
    const mails = mailIndex(list.map((s) => s.tag));
    const rowsLost = list.filter((s) => !check[kind](s));
    let delivered = 0;
    let queued = 0;
    const mailLost = [];
    for (const s of list) {
      const m = mails.get(s.tag);
      if (m === 'delivered') delivered++;
      else if (m === 'queued') queued++;
      else mailLost.push(s.tag);
    }
    tally[kind] = { ok2xx: list.length, rowsFound: list.length - rowsLost.length, rowsLost: rowsLost.length, delivered, queued, mailLost: mailLost.length, lostSample: [...rowsLost.map((s) => s.tag), ...mailLost].slice(0, 5) };
  }
  const withAttachment = received.filter((m) => /^Job application:/.test(m.subject)).filter((m) => m.attachments === 1).length;

  latencies.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((n, e) => n + e.count, 0);
  const rowsLost = Object.values(tally).reduce((n, t) => n + t.rowsLost, 0);
  const mailLost = Object.values(tally).reduce((n, t) => n + t.mailLost, 0);
  const result = {
    db: dbKind === 'mysql' ? 'MariaDB' : 'SQLite',
    clients: opts.clients,
    durationS: Number(wallS.toFixed(1)),
    requests,
    errors: errorCount,
    rps: Number((requests / wallS).toFixed(1)),
    p50Ms: Number(percentile(latencies, 50)?.toFixed(1)),
    p90Ms: Number(percentile(latencies, 90)?.toFixed(1)),
    p99Ms: Number(percentile(latencies, 99)?.toFixed(1)),
    maxMs: Number(latencies.at(-1)?.toFixed(1)),
    submissions: tally,
    rowsLost,
    mailLost,
    outboxPendingAtEnd: pending,
    outboxDrainS: Number(drainS.toFixed(1)),
    mailsReceivedDuringLoad: receivedAtLoadEnd,
    mailDrainPerS: Number(drainRate.toFixed(1)),
    mailsRetried: retried.length,
    retryErrors,
    mailsReceived: received.length,
    applicationMailsWithCv: withAttachment,
    errorsByKind: Object.fromEntries(errors),
    perOp: Object.fromEntries([...perOp].map(([k, v]) => {
      v.ms.sort((a, b) => a - b);
      return [k, { requests: v.count, p50Ms: Number(percentile(v.ms, 50)?.toFixed(1)), p99Ms: Number(percentile(v.ms, 99)?.toFixed(1)) }];
    })),
  };

  console.log(`\n  ${result.db}: per operation`);
  printTable(
    ['operation', 'requests', 'p50', 'p99'],
    Object.entries(result.perOp).map(([k, v]) => [k, v.requests, ms(v.p50Ms), ms(v.p99Ms)]),
  );
  console.log(`\n  ${result.db}: submissions (2xx) and what became of them`);
  printTable(
    ['submission', '2xx', 'row found', 'row lost', 'mail delivered', 'mail queued', 'mail lost'],
    Object.entries(tally).map(([k, t]) => [k, t.ok2xx, t.rowsFound, t.rowsLost, t.delivered, t.queued, t.mailLost]),
  );
  console.log(`  application mails received with the CV attached: ${withAttachment}`);
  if (retried.length) console.log(`  mails that needed a retry: ${retried.length} (${JSON.stringify(retryErrors).slice(0, 300)})`);
  if (errorCount) {
    console.log(`\n  ${result.db}: errors`);
    for (const [k, e] of errors) console.log(`    ${e.count} × ${k}  ${e.sample ?? ''}`);
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
  const failed = results.filter((r) => r.errors > 0 || r.rowsLost > 0 || r.mailLost > 0);
  if (failed.length) {
    console.error(`\n✖ ${failed.map((r) => `${r.db}: ${r.errors} errors, ${r.rowsLost} rows lost, ${r.mailLost} mails lost`).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\n✔ no errors, no row lost, every mail delivered or queued');
  }
}

runScript(main);
