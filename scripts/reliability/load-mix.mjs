// The load of `npm run load` and of the multi-instance test: N clients, each in a loop picking an
// operation at random (public reads, the home HTML, and submissions: a registration with its two
// uploads, a contact message, a job application with its CV upload), then a check that every
// acknowledged (2xx) submission has its row and its mail, delivered once or still queued.
import { MIME, pdf, png } from '../../test-support/fixtures.mjs';
import { percentile } from '../harness/figures.mjs';
import { call, fileForm } from '../harness/http.mjs';
import { sleep } from '../harness/processes.mjs';

/** Weights of the operations each client picks from, at random, in a loop. */
export const MIX = [
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

/**
 * `clients` loops for `durationS` seconds against `base`. `events` are run once their second has
 * come ([{ atS, run }], e.g. stopping an instance), without pausing the load.
 * Returns every request's figures and the acknowledged submissions, tagged with `runId`.
 */
export async function runLoad({ base, clients, durationS, runId, events = [], log = console.log }) {
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
  const deadline = loadStart + durationS * 1000;
  const progress = setInterval(() => {
    const s = (performance.now() - loadStart) / 1000;
    const errs = [...errors.values()].reduce((n, e) => n + e.count, 0);
    log(`  ${s.toFixed(0).padStart(3)} s: ${requests} requests, ${errs} errors`);
  }, 10_000);
  const happenings = events.map(async (e) => {
    await sleep(e.atS * 1000);
    await e.run();
  });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) await operation(pick());
    }),
  );
  clearInterval(progress);
  await Promise.all(happenings);
  latencies.sort((a, b) => a - b);
  return { requests, errors, latencies, perOp, submissions, wallS: (performance.now() - loadStart) / 1000 };
}

/**
 * After a load: waits up to `drainS` for the outbox to empty, then finds every acknowledged
 * submission's row (through the admin API) and its mail (received by `smtp`, or still pending
 * in the outbox). `outbox(sql)` queries the database directly.
 */
export async function checkLoad({ base, token, runId, submissions, smtp, outbox, drainS, log = console.log }) {
  const outboxPending = async () => Number((await outbox("SELECT COUNT(*) AS n FROM outbox WHERE status <> 'sent'"))[0].n);
  const drainStart = Date.now();
  const receivedAtLoadEnd = smtp.raw.length;
  let pending = await outboxPending();
  while (pending > 0 && Date.now() - drainStart < drainS * 1000) {
    await sleep(1_000);
    pending = await outboxPending();
  }
  const drainedS = (Date.now() - drainStart) / 1000;
  const drainRate = (smtp.raw.length - receivedAtLoadEnd) / drainedS;
  log(`  mail: ${receivedAtLoadEnd} received during the load, ${smtp.raw.length - receivedAtLoadEnd} in the ${drainedS.toFixed(0)} s after it (${drainRate.toFixed(1)}/s); ${pending} still pending in the outbox`);

  const [regs, msgs, apps] = await Promise.all(
    ['/api/registrations', '/api/contact/messages', '/api/careers/applications'].map(async (p) => {
      const r = await call(base, 'GET', p, { token, timeoutMs: 120_000 });
      if (r.status !== 200 || !Array.isArray(r.body)) throw new Error(`read-back ${p} failed: ${r.status} ${JSON.stringify(r.body ?? r.error).slice(0, 200)}`);
      return r.body;
    }),
  );
  const rows = await outbox('SELECT subject, status, attempts, lastError FROM outbox');
  const retried = rows.filter((o) => Number(o.attempts) > 0);
  const retryErrors = {};
  for (const o of retried) retryErrors[o.lastError ?? '(sent on retry)'] = (retryErrors[o.lastError ?? '(sent on retry)'] ?? 0) + 1;
  const received = await smtp.subjects();

  const regIds = new Set(regs.map((r) => r._id));
  const regByLast = new Map(regs.map((r) => [r.lastName, r]));
  const msgSubjects = new Set(msgs.map((m) => m.subject));
  const appNames = new Set(apps.map((a) => a.fullName));
  const re = new RegExp(`${runId}[RCA][0-9]+`, 'g');
  // tag → how many mails were received for it
  const deliveries = new Map();
  for (const m of received) for (const t of m.subject.match(re) ?? []) deliveries.set(t, (deliveries.get(t) ?? 0) + 1);
  const queuedTags = new Set();
  for (const o of rows) if (o.status !== 'sent') for (const t of o.subject.match(re) ?? []) queuedTags.add(t);

  const check = {
    registration: (s) => regIds.has(s.id) && regByLast.get(`Applicant ${s.tag}`)?._id === s.id,
    contact: (s) => msgSubjects.has(`Question ${s.tag}`),
    application: (s) => appNames.has(`Applicant ${s.tag}`),
  };
  const tally = {};
  for (const kind of Object.keys(submissions)) {
    const list = submissions[kind];
    const lost = list.filter((s) => !check[kind](s));
    let delivered = 0;
    let queued = 0;
    let twice = 0;
    const mailLost = [];
    for (const s of list) {
      const n = deliveries.get(s.tag) ?? 0;
      if (n > 0) delivered++;
      if (n > 1) twice++;
      if (n === 0 && queuedTags.has(s.tag)) queued++;
      if (n === 0 && !queuedTags.has(s.tag)) mailLost.push(s.tag);
    }
    tally[kind] = { ok2xx: list.length, rowsFound: list.length - lost.length, rowsLost: lost.length, delivered, queued, twice, mailLost: mailLost.length, lostSample: [...lost.map((s) => s.tag), ...mailLost].slice(0, 5) };
  }
  const sum = (f) => Object.values(tally).reduce((n, t) => n + t[f], 0);
  return {
    tally,
    rowsLost: sum('rowsLost'),
    mailLost: sum('mailLost'),
    mailTwice: sum('twice'),
    pending,
    drainS: drainedS,
    receivedAtLoadEnd,
    drainRate,
    retried: retried.length,
    retryErrors,
    mailsReceived: received.length,
    applicationMailsWithCv: received.filter((m) => /^Job application:/.test(m.subject)).filter((m) => m.attachments === 1).length,
  };
}

/** p50/p90/p99/max of sorted latencies and per operation. */
export function loadFigures({ latencies, perOp }) {
  return {
    p50Ms: Number(percentile(latencies, 50)?.toFixed(1)),
    p90Ms: Number(percentile(latencies, 90)?.toFixed(1)),
    p99Ms: Number(percentile(latencies, 99)?.toFixed(1)),
    maxMs: Number(latencies.at(-1)?.toFixed(1)),
    perOp: Object.fromEntries([...perOp].map(([k, v]) => {
      v.ms.sort((a, b) => a - b);
      return [k, { requests: v.count, p50Ms: Number(percentile(v.ms, 50)?.toFixed(1)), p99Ms: Number(percentile(v.ms, 99)?.toFixed(1)) }];
    })),
  };
}
