// Row 'contact': public read throughput while anonymous visitors post the contact form
// (issue 19). Before targeted invalidation, every POST emptied the whole public cache, so
// each contact message sent the next reads to the database. The row measures GET
// /api/news (autocannon, 10 connections) alone, then again while 5 clients post contact
// messages, each one every BENCH_CONTACT_INTERVAL_MS (default 100 ms, so up to 50 posts/s;
// 0 = back to back, which measures the cost of the posts themselves more than the cache),
// and reports both, with the share of cache hits when the API says so in `x-cache`.
import autocannon from 'autocannon';
import { api } from '../harness/http.mjs';
import { cpuMs } from './throughput.mjs';

export const READ_PATH = '/api/news?page=1&limit=6';
const WRITERS = 5;
const INTERVAL_MS = Number(process.env.BENCH_CONTACT_INTERVAL_MS ?? 100);

function cannon(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** The share of `x-cache: HIT` among a few sequential GETs; null when the API sends no x-cache (before issue 19). */
async function probeHits(url, n = 20) {
  let hits = 0;
  let seen = 0;
  for (let i = 0; i < n; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    const h = res.headers.get('x-cache');
    if (h) seen++;
    if (h === 'HIT') hits++;
  }
  return seen ? hits / seen : null;
}

export async function measureReadsUnderContact(base, { duration = 5, serverPid, log = console.log } = {}) {
  const apiBase = base.replace('localhost', '127.0.0.1');
  const url = apiBase + READ_PATH;
  const probe = await fetch(url);
  await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`GET ${READ_PATH} → ${probe.status}`);

  await cannon(url, 1); // warm-up
  // the server's CPU time per request: other load on a shared machine disturbs it far less than req/s
  const cpu0 = serverPid ? cpuMs(serverPid) : null;
  const quiet = await cannon(url, duration);
  const cpu1 = serverPid ? cpuMs(serverPid) : null;

  let stop = false;
  let posted = 0;
  let failed = 0;
  let firstError = null;
  let hitRate = null;
  const writer = async (w) => {
    let i = 0;
    while (!stop) {
      i++;
      const t = performance.now();
      try {
        await api(apiBase, 'POST', '/api/contact/send', {
          json: { mailerState: { name: `Bench visitor ${w}`, email: `visitor${w}@bench.test`, subject: `Question ${i}`, message: 'When does the admission open?' } },
        });
        posted++;
      } catch (e) {
        failed++;
        firstError ??= e.message;
      }
      const wait = INTERVAL_MS - (performance.now() - t);
      if (wait > 0 && !stop) await new Promise((r) => setTimeout(r, wait));
    }
  };
  let writers = Array.from({ length: WRITERS }, (_, w) => writer(w + 1));
  let busy;
  try {
    [busy, hitRate] = await Promise.all([cannon(url, duration), new Promise((r) => setTimeout(r, (duration * 1000) / 2)).then(() => probeHits(url))]);
  } finally {
    stop = true;
    await Promise.all(writers);
  }
  const cpu2 = serverPid ? cpuMs(serverPid) : null;
  const postedWithReads = posted + failed;
  // the posts alone, to take their CPU out of the reads' figure under writes
  stop = false;
  const before = posted + failed;
  writers = Array.from({ length: WRITERS }, (_, w) => writer(w + 1));
  await new Promise((r) => setTimeout(r, duration * 1000));
  stop = true;
  await Promise.all(writers);
  const cpu3 = serverPid ? cpuMs(serverPid) : null;
  const postsAlone = posted + failed - before;
  const out = {
    path: READ_PATH,
    writers: WRITERS,
    intervalMs: INTERVAL_MS,
    duration,
    quiet: { rps: quiet.requests.average, p99: quiet.latency.p99, non2xx: quiet.non2xx },
    busy: { rps: busy.requests.average, p99: busy.latency.p99, non2xx: busy.non2xx },
    contactPosted: postedWithReads,
    contactPerS: postedWithReads / duration,
    contactFailed: failed,
    firstError,
    hitRateUnderWrites: hitRate,
  };
  out.ratio = out.busy.rps / out.quiet.rps;
  if (cpu0 !== null && cpu1 !== null && cpu2 !== null && cpu3 !== null && postsAlone > 0) {
    out.quiet.cpuUsPerReq = ((cpu1 - cpu0) * 1000) / quiet.requests.total;
    out.cpuUsPerPost = ((cpu3 - cpu2) * 1000) / postsAlone;
    // what the reads cost while the posts ran: a flushed cache sends reads to the database
    out.busy.cpuUsPerReq = ((cpu2 - cpu1) * 1000 - postedWithReads * out.cpuUsPerPost) / (busy.requests.total + 20);
  }
  log(
    `  GET ${READ_PATH}: ${Math.round(out.quiet.rps)} req/s alone, ${Math.round(out.busy.rps)} req/s (p99 ${out.busy.p99} ms) ` +
      `while ${WRITERS} clients posted ${posted} contact messages (${out.contactPerS.toFixed(1)}/s, each client every ${INTERVAL_MS} ms)` +
      (hitRate === null ? '' : `; x-cache HIT ${(hitRate * 100).toFixed(0)}% under writes`) +
      (out.busy.cpuUsPerReq ? `; server CPU per read ${out.quiet.cpuUsPerReq.toFixed(0)} µs alone, ${out.busy.cpuUsPerReq.toFixed(0)} µs under writes (a post ${out.cpuUsPerPost.toFixed(0)} µs)` : '') +
      (failed ? `; ${failed} posts failed (${firstError})` : ''),
  );
  return out;
}
