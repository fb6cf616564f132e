// Row: the outbox's drain rate (issue 34), through the product. For each database (the embedded SQLite,
// then a MariaDB database of its own), the built API with SMTP_URL pointing at an SMTP server in this
// process; BENCH_OUTBOX_SUBSCRIBERS (500) parents subscribe by email (POST /api/subscriptions), and are
// confirmed by the link in their confirmation mail; then an admin's broadcast (POST /api/broadcasts) to
// all of them, ROUNDS times. Timed: from the broadcast's POST to the last of its mails accepted by the
// SMTP server, with the server process's CPU time (/proc) over the same window. The median round is kept.
import { readFileSync } from 'node:fs';
import { apiRequire, startApi } from '../harness/api-server.mjs';
import { ensureDatabase } from '../harness/cluster.mjs';
import { median } from '../harness/figures.mjs';
import { api, login, pool } from '../harness/http.mjs';
import { startSmtp } from '../harness/mail.mjs';
import { freePort, onCleanup, sleep } from '../harness/processes.mjs';
import { cpuMs } from './throughput.mjs';

export const SUBSCRIBERS = Number(process.env.BENCH_OUTBOX_SUBSCRIBERS || 500);
export const ROUNDS = 3;
/** The goal of issue 34: one mail per subscriber, 100 a second or more. */
export const TARGET_PER_S = 100;
const MYSQL_URL = process.env.BENCH_OUTBOX_MYSQL_URL || 'mysql://root@127.0.0.1:3306/school_bench_outbox';

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

/** Resolves once the SMTP server holds `count` messages; rejects after `timeoutMs`. Polls every 2 ms. */
async function untilReceived(smtp, count, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (smtp.raw.length < count) {
    if (performance.now() > deadline) throw new Error(`${smtp.raw.length} of ${count} mails arrived within ${timeoutMs / 1000} s`);
    await sleep(2);
  }
  return performance.now();
}

/** The messages from index `from` on, decoded (mailparser), for the checks after a round. */
async function decoded(smtp, from) {
  const { simpleParser } = apiRequire('mailparser');
  return Promise.all(smtp.raw.slice(from).map(async (buf) => {
    const m = await simpleParser(buf, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
    return { to: m.to?.text ?? '', subject: m.subject ?? '', text: m.text ?? '', messageId: m.messageId ?? '' };
  }));
}

/** SUBSCRIBERS email subscriptions to alerts, half in Nepali, each confirmed by its mail's link. */
async function subscribeAll(server, smtp, log) {
  const from = smtp.raw.length;
  const address = (i) => `parent-${i}@bench.test`;
  const made = await pool(SUBSCRIBERS, 10, (i) => api(server.base, 'POST', '/api/subscriptions', {
    json: { site: 'school', channel: 'email', topics: ['alerts'], lang: i % 2 ? 'ne' : 'en', address: address(i) },
  }));
  if (made.errors.length) throw new Error(`${made.errors.length} subscriptions failed: ${made.errors[0].message ?? made.errors[0]}`);
  await untilReceived(smtp, from + SUBSCRIBERS, 120_000);
  const tokens = (await decoded(smtp, from)).map((m) => /\/api\/subscriptions\/confirm\?token=([\w-]+)/.exec(m.text)?.[1]).filter(Boolean);
  if (tokens.length !== SUBSCRIBERS) throw new Error(`${tokens.length} confirmation links in ${SUBSCRIBERS} mails`);
  const confirmed = await pool(tokens.length, 10, (i) => api(server.base, 'GET', `/api/subscriptions/confirm?token=${tokens[i]}`));
  if (confirmed.errors.length) throw new Error(`${confirmed.errors.length} confirmations failed: ${confirmed.errors[0].message ?? confirmed.errors[0]}`);
  log(`  ${SUBSCRIBERS} email subscribers, confirmed by their links`);
}

/** One broadcast to every subscriber, timed to its last mail accepted by the SMTP server. */
async function broadcastRound(server, smtp, token, round) {
  const from = smtp.raw.length;
  const title = `School closed tomorrow (${round + 1})`;
  const body = {
    site: 'school', channels: ['email'], topics: ['alerts'], link: '/notice', title,
    message: 'Heavy rain: the school is closed on Friday.',
    ne: { title: `भोलि विद्यालय बन्द (${round + 1})`, message: 'भारी वर्षाका कारण शुक्रबार विद्यालय बन्द रहनेछ।' },
  };
  const load = loadAverage();
  const pid = server.child.pid;
  const c0 = cpuMs(pid);
  const t0 = performance.now();
  const posted = await api(server.base, 'POST', '/api/broadcasts', { token, json: body });
  const postMs = performance.now() - t0;
  if (posted.body?.recipients?.email !== SUBSCRIBERS) throw new Error(`the broadcast reached ${JSON.stringify(posted.body?.recipients)}, not ${SUBSCRIBERS} email subscribers`);
  const t1 = await untilReceived(smtp, from + SUBSCRIBERS, 300_000);
  const c1 = cpuMs(pid);
  const seconds = (t1 - t0) / 1000;
  const cpuSeconds = c0 === null || c1 === null ? null : (c1 - c0) / 1000;
  // not timed: each subscriber got the broadcast once, in their language
  const mails = await decoded(smtp, from);
  const ours = mails.filter((m) => m.subject === title || m.subject === body.ne.title);
  const people = new Set(ours.map((m) => m.to)).size;
  const ids = new Set(mails.map((m) => m.messageId)).size;
  if (ours.length !== SUBSCRIBERS || people !== SUBSCRIBERS || ids !== mails.length) {
    throw new Error(`round ${round + 1}: ${ours.length} broadcast mails to ${people} people, ${mails.length - ids} Message-IDs twice`);
  }
  return {
    mails: SUBSCRIBERS, seconds, postMs, cpuSeconds,
    perS: SUBSCRIBERS / seconds, perCpuS: cpuSeconds ? SUBSCRIBERS / cpuSeconds : null,
    loadBefore: load, loadAfter: loadAverage(),
  };
}

/** One database: its server, its subscribers, ROUNDS broadcasts; the median round by wall time. */
async function measureOn(dialect, databaseUrl, log) {
  if (databaseUrl) await ensureDatabase(databaseUrl, true);
  const smtp = await startSmtp(await freePort());
  const closeSmtp = onCleanup(() => smtp.close());
  let server;
  try {
    server = await startApi({
      label: `bench-outbox-${dialect}`,
      databaseUrl,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      // every subscriber is one address here: the per-IP limit of public submissions is lifted for the set-up
      env: { RATE_LIMIT_SUBMIT_PER_MINUTE: '1000000' },
    });
    const { token } = await login(server);
    await subscribeAll(server, smtp, log);
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round = await broadcastRound(server, smtp, token, r);
      log(`  round ${r + 1}: ${round.mails} mails in ${round.seconds.toFixed(2)} s = ${round.perS.toFixed(0)} mails/s` +
        (round.perCpuS ? ` · server CPU ${round.cpuSeconds.toFixed(2)} s = ${round.perCpuS.toFixed(0)} mails per CPU-second` : '') +
        ` · POST ${round.postMs.toFixed(0)} ms · load ${round.loadBefore.join(' ')}`);
      rounds.push(round);
    }
    const mid = rounds.find((x) => x.seconds === median(rounds.map((y) => y.seconds)));
    return { ...mid, rounds };
  } finally {
    if (server) {
      await server.stop();
      server.remove();
    }
    await smtp.close();
    closeSmtp();
    if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
  }
}

async function dropDatabase(url) {
  const mysql = apiRequire('mysql2/promise');
  const u = new URL(url);
  const conn = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${u.pathname.slice(1)}\``);
  } finally {
    await conn.end();
  }
}

/** Both databases, each failing soft on its own: { sqlite, mysql }, each a median round or { error }. */
export async function measureOutbox({ log = console.log } = {}) {
  const out = {};
  for (const [dialect, url] of [['sqlite', ''], ['mysql', MYSQL_URL]]) {
    log(`  ${dialect === 'sqlite' ? 'embedded SQLite' : `MariaDB/MySQL ${url.replace(/\/\/[^@]*@/, '//')}`}`);
    try {
      out[dialect] = await measureOn(dialect, url, log);
    } catch (e) {
      log(`  ✖ ${dialect}: ${e.message}`);
      out[dialect] = { error: e.message };
    }
  }
  return out;
}
