#!/usr/bin/env node
// `npm run bench:results` (issue 37, item 4): results day on one machine. One published exam of
// BENCH_RESULTS_STUDENTS (10,000) results, then BENCH_RESULTS_CONNECTIONS (300) autocannon clients for
// BENCH_RESULTS_DURATION (60) seconds, each one a parent: a lookup of a random student, then that
// student's marksheet (in English or Nepali), again and again. Requests per second, p50 and p99,
// non-2xx answers and errors (both must be 0), and the servers' peak memory (RSS).
// - One instance (api/dist, SQLite, or BENCH_DATABASE_URL), by default.
// - BENCH_RESULTS_INSTANCES=3: the production shape of `npm run cluster`: three instances on one MariaDB
//   database (BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306/school_bench_results, dropped and
//   made again), Redis (REDIS_URL) for the rate limits, and a local S3 server. The clients are spread over
//   the three instances evenly, as the load balancer in front would (the harness's round-robin proxy is a
//   Node process that would take its share of the same two cores).
// BENCH_RESULTS_MIX=lookup: lookups only. The per-IP and per-symbol limits are lifted for the run (every
// client is one address here).
import { readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt, startApi } from '../harness/api-server.mjs';
import { ensureDatabase, redisAvailable, startCluster, startS3Server } from '../harness/cluster.mjs';
import { login } from '../harness/http.mjs';
import { onCleanup, runScript } from '../harness/processes.mjs';

const STUDENTS = Number(process.env.BENCH_RESULTS_STUDENTS || 10_000);
const CONNECTIONS = Number(process.env.BENCH_RESULTS_CONNECTIONS || 300);
const DURATION = Number(process.env.BENCH_RESULTS_DURATION || 60);
const INSTANCES = Number(process.env.BENCH_RESULTS_INSTANCES || 1);
/** BENCH_RESULTS_MIX=lookup: lookups only (the marksheet's render is the costly half) */
const LOOKUPS_ONLY = process.env.BENCH_RESULTS_MIX === 'lookup';
const LIFTED = { RESULTS_LOOKUPS_PER_IP_PER_MINUTE: '1000000000', RESULTS_LOOKUPS_PER_SYMBOL_PER_MINUTE: '1000000000' };

const rssMb = (pid) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const student = (i) => ({ symbol: String(100000 + i), dob: `2065-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}` });

/** The servers to load: one instance, or the cluster's instances. */
async function startServers() {
  if (INSTANCES <= 1) {
    const server = await startApi({ label: 'bench-results', databaseUrl: process.env.BENCH_DATABASE_URL || '', env: LIFTED });
    return { servers: [server], close: async () => { await server.stop(); server.remove(); } };
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL || 'mysql://root@127.0.0.1:3306/school_bench_results';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (!(await redisAvailable(redisUrl))) throw new Error(`Redis is not answering on ${redisUrl}: the three-instance row needs it`);
  await ensureDatabase(databaseUrl, true);
  const s3 = await startS3Server(join(tmpdir(), `bench-results-s3-${process.pid}`));
  onCleanup(() => s3.close());
  const cluster = await startCluster({
    size: INSTANCES, databaseUrl, redisUrl, redisPrefix: `bench-results-${process.pid}:`, s3: { ...s3, bucket: 'bench-results' },
    // the instances share the machine's cores for their marksheet threads (three on two cores: one each)
    env: { ...LIFTED, RESULTS_RENDER_THREADS: String(Math.max(1, Math.floor(availableParallelism() / INSTANCES))) },
  });
  return { servers: cluster.nodes.map((n) => n.server), close: async () => { await cluster.close(); await s3.close(); } };
}

async function main() {
  ensureBuilt({ frontEnd: false });
  const { servers, close } = await startServers();
  const server = servers[0];
  const { token } = await login(server);
  const auth = { authorization: `Bearer ${token}` };
  const exam = await (await fetch(`${server.base}/api/exams`, {
    method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ site: 'school', title: 'Bench Terminal', ne: { title: 'बेन्च परीक्षा' }, year: 2082, grading: 'gpa' }),
  })).json();
  const subjects = ['English', 'Nepali', 'Maths', 'Science', 'Social', 'Computer'];
  const lines = [`Symbol,Name,DOB,Class,Section,${subjects.join(',')}`];
  for (let i = 0; i < STUDENTS; i++) {
    const s = student(i);
    lines.push(`${s.symbol},${i % 2 ? 'सीता कुमारी राई' : 'Ram Bahadur Thapa'} ${i},${s.dob},10,A,${subjects.map((_, k) => 30 + ((i * 7 + k * 13) % 71)).join(',')}`);
  }
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'results.csv');
  const t0 = Date.now();
  const imported = await (await fetch(`${server.base}/api/exams/${exam._id}/results?commit=true`, { method: 'POST', headers: auth, body: form })).json();
  if (!imported.committed) throw new Error(`import failed: ${JSON.stringify(imported).slice(0, 300)}`);
  console.log(`✔ ${imported.rows} results imported in ${Date.now() - t0} ms`);
  await fetch(`${server.base}/api/exams/${exam._id}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ published: true }) });

  const pids = servers.map((s) => s.child.pid);
  const totalRss = () => pids.reduce((sum, pid) => sum + (rssMb(pid) ?? 0), 0);
  // a parent looks a student up, then asks for that student's marksheet
  const lookup = {
    setupRequest: (req, context) => {
      const s = student(Math.floor(Math.random() * STUDENTS));
      context.student = s;
      return { ...req, method: 'GET', path: `/api/results/lookup?exam=${exam._id}&symbol=${s.symbol}&dob=${s.dob}` };
    },
  };
  const marksheet = {
    setupRequest: (req, context) => {
      const s = context.student;
      return { ...req, method: 'GET', path: `/api/results/marksheet.pdf?exam=${exam._id}&symbol=${s.symbol}&dob=${s.dob}&lang=${Math.random() < 0.5 ? 'ne' : 'en'}` };
    },
  };
  const urls = servers.map((s) => s.base);
  const run = (connections, duration) => new Promise((resolve, reject) => {
    autocannon({ url: urls.length === 1 ? urls[0] : urls, connections, duration, requests: LOOKUPS_ONLY ? [lookup] : [lookup, marksheet] }, (err, res) => (err ? reject(err) : resolve(res)));
  });
  // warm-up: the JIT, the exam's rows in memory, the render threads and the fonts' shaping
  await run(10 * servers.length, 5);
  const loadBefore = loadAverage();
  const before = totalRss();
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, totalRss()); }, 500);
  console.log(`▶ ${CONNECTIONS} clients for ${DURATION} s on ${servers.length} instance(s): ${LOOKUPS_ONLY ? 'lookups' : 'a lookup, then that student\'s marksheet'}, random students (load average ${loadBefore})`);
  const r = await run(CONNECTIONS, DURATION);
  clearInterval(sampler);
  const row = {
    mix: LOOKUPS_ONLY ? 'lookup' : 'lookup+marksheet', instances: servers.length, students: STUDENTS, connections: CONNECTIONS, durationS: DURATION,
    rps: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max, requests: r.requests.total,
    non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, rssBeforeMb: before, rssPeakMb: peak, loadBefore, loadAfter: loadAverage(),
  };
  console.log(JSON.stringify(row));
  console.log(`| ${row.mix}, ${row.instances} instance(s) | ${row.rps} req/s | p50 ${row.p50Ms} ms | p99 ${row.p99Ms} ms | non-2xx ${row.non2xx}, errors ${row.errors}, timeouts ${row.timeouts} | RSS ${row.rssBeforeMb} → peak ${row.rssPeakMb} MB | load ${row.loadBefore} → ${row.loadAfter} |`);
  await close();
  if (row.non2xx || row.errors || row.timeouts) process.exitCode = 1;
}

await runScript(main);
