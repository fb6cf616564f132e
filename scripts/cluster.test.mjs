// The multi-instance test (issue 15), part of `npm test`: three built API instances on one MariaDB
// database, one Redis and one S3 server (s3rver, in a temporary folder), behind the round-robin
// proxy, with mail caught by an SMTP server in this process. Skipped, with a line saying why,
// when MariaDB or Redis is not answering. Run alone: node --test scripts/cluster.test.mjs
// (CLUSTER_FIGURES=<file> also writes the measured figures as JSON).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { redisAvailable, startCluster, startS3Server } from './harness/cluster.mjs';
import { MIME, pdf as pdfFile, png as pngFile } from '../test-support/fixtures.mjs';
import { adminFor, ensureBuilt } from './harness/api-server.mjs';
import { createMysqlDatabase, mysqlAvailable, queryDb } from './harness/databases.mjs';
import { call, fileForm } from './harness/http.mjs';
import { startSmtp } from './harness/mail.mjs';
import { cleanupAll, freePort, onCleanup, sleep } from './harness/processes.mjs';
import { ROOT } from './lib.mjs';

const ADMIN = adminFor('reliability');
import { checkLoad, loadFigures, runLoad } from './reliability/load-mix.mjs';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const CLIENTS = Number(process.env.CLUSTER_LOAD_CLIENTS || 100);
const DURATION_S = Number(process.env.CLUSTER_LOAD_SECONDS || 60);

const missing = [!mysqlAvailable() && 'MariaDB is not answering on 127.0.0.1:3306', !(await redisAvailable(REDIS_URL)) && `Redis is not answering on ${REDIS_URL}`].filter(Boolean);
const skip = missing.length ? `${missing.join('; ')}: the multi-instance test is skipped` : false;
if (skip) console.log(`SKIPPED: ${skip}`);

const figures = {};
let cluster;
let smtp;
let db;
const slow = { ms: 0, hold: new Set() };
const runId = Date.now().toString(36).slice(-5).toUpperCase();

/** A call straight to instance i (not through the proxy), as the client `ip` (X-Forwarded-For). */
const direct = (i, method, path, o = {}) => call(cluster.nodes[i].server.base, method, path, o);
const asIp = (ip, headers = {}) => ({ ...headers, 'x-forwarded-for': ip });

async function adminToken(i = 0, ip = '192.0.2.10') {
  const r = await direct(i, 'POST', '/api/users/login', { json: { email: ADMIN.email, password: ADMIN.password }, headers: asIp(ip) });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.token;
}

/**
 * Polls `check` every `every` ms until it answers truthy. On a time-out, `explain()` (when given)
 * adds what the system held then, so a failure on a CI machine says why.
 */
async function until(check, ms, what, { every = 100, explain } = {}) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}${explain ? `: ${await explain()}` : ''}`);
    await sleep(every);
  }
}

/** The outbox's rows that are not sent, grouped by status, holder and last error: a time-out's explanation. */
async function unsentRows() {
  const rows = await queryDb({ databaseUrl: db.url }, "SELECT status, claimedBy, attempts, lastError, COUNT(*) AS n FROM outbox WHERE status <> 'sent' GROUP BY status, claimedBy, attempts, lastError");
  return `${smtp.raw.length} messages at the SMTP server; unsent outbox rows: ${JSON.stringify(rows.map((r) => ({ ...r, n: Number(r.n) })))}`;
}

before(async () => {
  if (skip) return;
  const t0 = Date.now();
  ensureBuilt();
  db = await createMysqlDatabase('school_cluster_test');
  onCleanup(() => db.drop());
  const s3dir = mkdtempSync(join(tmpdir(), 'school-cluster-s3-'));
  const s3 = await startS3Server(s3dir);
  onCleanup(async () => {
    await s3.close();
    rmSync(s3dir, { recursive: true, force: true });
  });
  const smtpPort = await freePort();
  smtp = await startSmtp(smtpPort, { slow });
  onCleanup(() => smtp.close());
  cluster = await startCluster({
    size: 3,
    admin: ADMIN,
    databaseUrl: db.url,
    redisUrl: REDIS_URL,
    redisPrefix: `cluster-test-${runId}:`,
    s3: { ...s3, bucket: 'school-cluster-test' },
    // ?name= is the EHLO name, so the SMTP server knows which instance is sending
    smtpUrl: (label) => `smtp://127.0.0.1:${smtpPort}/?name=${label}`,
    env: { RATE_LIMIT_SUBMIT_PER_MINUTE: '10000000', RATE_LIMIT_UPLOAD_PER_MINUTE: '10000000', OUTBOX_LEASE_SECONDS: '5', MAIL_TO: 'office@cluster.test' },
  });
  figures.startS = Number(((Date.now() - t0) / 1000).toFixed(1));
  console.log(`# 3 instances (${cluster.nodes.map((n) => n.server.base).join(', ')}) behind ${cluster.proxy.url}, on ${db.name}, ready in ${figures.startS} s`);
});

after(async () => {
  if (skip) return;
  await cleanupAll();
  console.log(`# figures: ${JSON.stringify(figures)}`);
  if (process.env.CLUSTER_FIGURES) writeFileSync(process.env.CLUSTER_FIGURES, JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
});

test('a write on one instance is read on the others within 1 s', { skip }, async () => {
  const token = await adminToken(0);
  const titles = async (i) => {
    const r = await direct(i, 'GET', '/api/news');
    assert.equal(r.status, 200);
    return { cache: r.headers.get('x-cache'), titles: r.body.map((n) => n.title) };
  };
  // the other two have the list cached
  for (const i of [1, 2]) await until(async () => (await titles(i)).cache === 'HIT', 5_000, `a cached list on api-${i + 1}`);
  const title = `Written on api-1 (${runId})`;
  const created = await direct(0, 'POST', '/api/news', { token, json: { title, author: 'Office', description: 'Read everywhere.', section: 'Primary', image: '' } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const t0 = performance.now();
  const seen = await Promise.all([1, 2].map(async (i) => {
    await until(async () => (await titles(i)).titles.includes(title), 1_000, `the new item on api-${i + 1}`, { every: 10 });
    return performance.now() - t0;
  }));
  figures.writeVisibleOnOthersMs = seen.map((ms) => Number(ms.toFixed(1)));
  assert.ok(Math.max(...seen) < 1_000, `seen after ${seen} ms`);
});

test('the 21st login in a minute from one IP, spread over the instances, answers 429', { skip }, async () => {
  const statuses = [];
  for (let i = 0; i < 21; i++) {
    const r = await direct(i % 3, 'POST', '/api/users/login', { json: { email: `nobody-${i}@cluster.test`, password: 'not-the-password-1' }, headers: asIp('203.0.113.21') });
    statuses.push(r.status);
  }
  figures.loginStatuses = `${statuses.filter((s) => s === 401).length} × 401, then ${statuses.at(-1)}`;
  assert.deepEqual(statuses, [...Array(20).fill(401), 429]);
  // another IP is not limited
  const other = await direct(1, 'POST', '/api/users/login', { json: { email: 'nobody@cluster.test', password: 'not-the-password-1' }, headers: asIp('203.0.113.22') });
  assert.equal(other.status, 401);
});

test('an upload through one instance is served by the others', { skip }, async () => {
  const token = await adminToken(0, '192.0.2.11');
  const png = pngFile(400, 300);
  const up = await direct(0, 'POST', '/api/upload', { token, form: fileForm('formFile', [png, MIME.png, 'assembly.png']) });
  assert.equal(up.status, 201, JSON.stringify(up.body));
  for (const i of [1, 2]) {
    const res = await fetch(`${cluster.nodes[i].server.base}${up.body}`);
    assert.equal(res.status, 200);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), png);
    const thumb = await fetch(`${cluster.nodes[i].server.base}${up.body.replace('.png', '.thumb.webp')}`);
    assert.equal(thumb.status, 200);
    assert.equal(thumb.headers.get('content-type'), 'image/webp');
  }
  // a private admission document: uploaded through api-2, read by an admin through api-3
  const pdf = pdfFile('Marksheet');
  const doc = await direct(1, 'POST', '/api/registrations/uploads/marksheet', { form: fileForm('marksheet', [pdf, MIME.pdf, 'marks.pdf']), headers: asIp('192.0.2.12') });
  assert.equal(doc.status, 201);
  const res = await fetch(`${cluster.nodes[2].server.base}${doc.body}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), pdf);
});

test('50 contact messages give exactly 50 mails, none twice, while an instance is killed mid-run', { skip }, async () => {
  slow.ms = 400;
  try {
    await mailWhileKilling();
  } finally {
    slow.ms = 0;
    slow.hold.clear();
    await cluster.start(1);
  }
});

async function mailWhileKilling() {
  const before = smtp.raw.length;
  // api-2's first message is held until api-2 has been killed
  slow.hold.add('api-2');
  const tag = `${runId}-mail`;
  const t0 = Date.now();
  const posted = await Promise.all(Array.from({ length: 50 }, (_, i) => direct(i % 3, 'POST', '/api/contact/send', {
    json: { mailerState: { name: 'Cluster Tester', email: `c${i}@cluster.test`, subject: `Visit ${tag} ${i}`, message: `Message number ${i}` } },
    headers: asIp(`198.51.100.${i + 1}`),
  })));
  assert.deepEqual(posted.map((r) => r.status), Array(50).fill(200));
  // three processes on one database, 50 at once: 50 different reference numbers (issue 33, item 5)
  const references = posted.map((r) => r.body.reference);
  assert.equal(new Set(references).size, 50, `fifty different references: ${references.join(', ')}`);
  assert.ok(references.every((ref) => /^MSG-\d{4}-\d{6}$/.test(ref)), references.join(', '));
  // api-2 dies while the SMTP server holds one of its messages, before accepting it
  await until(() => (smtp.inFlight.get('api-2') ?? 0) > 0, 20_000, 'api-2 to be sending');
  const pid = cluster.nodes[1].server.child.pid;
  await cluster.stop(1, 'SIGKILL');
  // the SMTP server sees the connection go, then lets the message through: dropped, never accepted
  await until(() => smtp.heldOpen('api-2') === 0, 10_000, 'the SMTP server to see api-2 gone');
  slow.hold.delete('api-2');
  // claimed, or handed to SMTP (`sending`): taken again by the others once its renewals have stopped long enough
  const claimed = await queryDb({ databaseUrl: db.url }, "SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending') AND claimedBy LIKE ?", [`%-${pid}-%`]);
  figures.mailClaimedByKilledInstance = Number(claimed[0].n);
  const ours = async () => (await smtp.subjects()).filter((m) => m.subject.includes(tag));
  // on a time-out: which of the 50 did not arrive, and what the outbox says of them
  const missing = async () => {
    const got = new Set((await ours()).map((m) => m.subject));
    const rows = await queryDb({ databaseUrl: db.url }, 'SELECT subject, status, claimedBy, attempts, lastError, sentAt FROM outbox WHERE subject LIKE ?', [`%${tag}%`]);
    const lost = rows.filter((r) => !got.has(r.subject));
    return `${await unsentRows()}; ${smtp.dropped} dropped at the SMTP server; ${rows.length} rows of this test, not received: ${JSON.stringify(lost)}`;
  };
  await until(async () => (await ours()).length >= 50, 120_000, '50 mails', { every: 250, explain: missing });
  figures.mailAllDeliveredS = Number(((Date.now() - t0) / 1000).toFixed(1));
  // past another lease and poll: a second copy would have come by now
  await sleep(6_000);
  const mails = await ours();
  const subjects = mails.map((m) => m.subject);
  figures.mailReceived = mails.length;
  figures.mailDistinct = new Set(subjects).size;
  figures.mailDroppedAtKill = smtp.dropped;
  figures.mailTotalSmtpMessages = smtp.raw.length - before;
  assert.equal(mails.length, 50, 'exactly 50 mails');
  assert.equal(new Set(subjects).size, 50, 'none twice');
  assert.ok(figures.mailClaimedByKilledInstance >= 1, 'the killed instance held a claim, retried by the others after its lease');
  // nothing left behind: the senders' confirmations too, of which the killed instance may have held some
  // (taken again only once their leases count as abandoned, after the 50 above may all have arrived)
  const unsent = async () => Number((await queryDb({ databaseUrl: db.url }, "SELECT COUNT(*) AS n FROM outbox WHERE status <> 'sent'"))[0].n);
  await until(async () => (await unsent()) === 0, 120_000, 'every outbox row sent', { every: 250, explain: unsentRows });
}

test(`${CLIENTS} clients for ${DURATION_S} s across the instances: 0 errors, 0 rows lost, and an instance stopped under load loses nothing`, { skip }, async () => {
  const { proxy } = cluster;
  await until(() => proxy.upstreams.every((u) => u.healthy), 10_000, 'all three instances healthy at the proxy');
  const token = await adminToken(0, '192.0.2.13');
  const loadId = `${runId}L`;
  const restart = {};
  const served = { ...proxy.served };
  const load = await runLoad({
    base: proxy.url,
    clients: CLIENTS,
    durationS: DURATION_S,
    runId: loadId,
    log: (line) => console.log(`#${line}`),
    events: [{
      atS: Math.round(DURATION_S / 3),
      run: async () => {
        // a rolling deploy: api-3 drains (health 503), closes, and comes back
        const t0 = Date.now();
        const { child } = cluster.nodes[2].server;
        await cluster.stop(2, 'SIGTERM');
        restart.stoppedAfterS = Number(((Date.now() - t0) / 1000).toFixed(1));
        restart.exitCode = child.exitCode;
        await cluster.start(2);
        restart.backAfterS = Number(((Date.now() - t0) / 1000).toFixed(1));
      },
    }],
  });
  const checked = await checkLoad({
    base: proxy.url,
    token,
    runId: loadId,
    submissions: load.submissions,
    smtp,
    // mail still queued after this is counted, not lost (the outbox sends it later)
    drainS: 30,
    outbox: (sql) => queryDb({ databaseUrl: db.url }, sql),
    log: (line) => console.log(`#${line}`),
  });
  const errors = [...load.errors.values()].reduce((n, e) => n + e.count, 0);
  const f = loadFigures(load);
  figures.load = {
    clients: CLIENTS,
    seconds: Number(load.wallS.toFixed(1)),
    requests: load.requests,
    rps: Number((load.requests / load.wallS).toFixed(1)),
    errors,
    p50Ms: f.p50Ms,
    p99Ms: f.p99Ms,
    maxMs: f.maxMs,
    servedBy: Object.fromEntries(Object.entries(proxy.served).map(([k, v]) => [k, v - (served[k] ?? 0)])),
    submissions2xx: Object.values(checked.tally).reduce((n, t) => n + t.ok2xx, 0),
    rowsLost: checked.rowsLost,
    mailLost: checked.mailLost,
    mailTwice: checked.mailTwice,
    // still queued after the drain: not lost (sent later), counted to see the outbox keep up
    mailPendingAfterDrain: checked.pending,
    mailDrainS: Number(checked.drainS.toFixed(1)),
    mailPerSecondAfterLoad: Number(checked.drainRate.toFixed(1)),
    api3Restart: restart,
  };
  if (errors) for (const [k, e] of load.errors) console.log(`#    ${e.count} × ${k}  ${e.sample ?? ''}`);
  assert.equal(errors, 0, 'no request failed');
  assert.equal(checked.rowsLost, 0, 'no acknowledged row lost');
  assert.equal(checked.mailLost, 0, 'no mail lost');
  assert.equal(checked.mailTwice, 0, 'no mail sent twice');
  assert.ok(restart.backAfterS > 0, 'api-3 was stopped and started during the load');
  assert.equal(restart.exitCode, 0, 'api-3 closed cleanly (not by its 30 s deadline)');
});

test('docker-compose.yml describes the same shape: MariaDB, Redis, MinIO, 3 API replicas and a proxy', async () => {
  const file = join(ROOT, 'docker-compose.yml');
  const compose = parse(readFileSync(file, 'utf8'), { merge: true });
  const { services } = compose;
  assert.deepEqual(Object.keys(services).sort(), ['api', 'db', 'minio', 'proxy', 'redis', 'static']);
  assert.match(String(services.api.deploy.replicas), /^\$\{API_REPLICAS:-3\}$/);
  assert.equal(services.api.ports, undefined, 'only the proxy publishes a port');
  assert.ok(services.proxy.ports.length === 1);
  const env = services.api.environment;
  assert.equal(env.REDIS_URL, 'redis://redis:6379');
  assert.equal(env.S3_ENDPOINT, 'http://minio:9000');
  assert.match(env.JWT_SECRET, /^\$\{JWT_SECRET:\?/, 'JWT_SECRET is required, not generated per replica');
  // every variable the replicas get is one the API reads (listed in .env.example)
  const documented = new Set([...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  assert.deepEqual(Object.keys(env).filter((k) => !documented.has(k)), []);
  assert.deepEqual(Object.keys(services.api.depends_on).sort(), ['db', 'minio', 'redis']);
  // and docker's own check, where docker compose is installed
  const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  if (docker.status !== 0) {
    console.log('# docker compose is not installed here: docker compose config is not run');
    return;
  }
  const res = spawnSync('docker', ['compose', '-f', file, 'config', '--quiet'], { encoding: 'utf8', env: { ...process.env, JWT_SECRET: 'compose-config-check-secret-0123456789' } });
  assert.equal(res.status, 0, res.stderr);
  const missingSecret = spawnSync('docker', ['compose', '-f', file, 'config', '--quiet'], { encoding: 'utf8', env: { ...process.env, JWT_SECRET: '' } });
  assert.notEqual(missingSecret.status, 0, 'compose refuses to start without JWT_SECRET');
});
