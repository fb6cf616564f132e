#!/usr/bin/env node
// `npm run bench:results` (issue 37, item 4): results day on one machine. The API (api/dist, SQLite, or
// BENCH_DATABASE_URL) with one published exam of BENCH_RESULTS_STUDENTS (10,000) results, then
// BENCH_RESULTS_CONNECTIONS (300) autocannon clients for BENCH_RESULTS_DURATION (60) seconds, each
// request a lookup or a marksheet of a random student (half and half): requests per second, p50 and p99,
// non-2xx answers and errors (both must be 0), and the server's peak memory (RSS).
// The per-IP and per-symbol limits are lifted for the run (every client is one address here).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuilt, startApi } from '../harness/api-server.mjs';
import { login } from '../harness/http.mjs';
import { runScript } from '../harness/processes.mjs';

const STUDENTS = Number(process.env.BENCH_RESULTS_STUDENTS || 10_000);
const CONNECTIONS = Number(process.env.BENCH_RESULTS_CONNECTIONS || 300);
const DURATION = Number(process.env.BENCH_RESULTS_DURATION || 60);
/** BENCH_RESULTS_MIX=lookup: lookups only (the marksheet's render is the costly half) */
const LOOKUPS_ONLY = process.env.BENCH_RESULTS_MIX === 'lookup';

const rssMb = (pid) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
};

const student = (i) => ({ symbol: String(100000 + i), dob: `2065-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}` });

async function main() {
  ensureBuilt({ frontEnd: false });
  const server = await startApi({
    label: 'bench-results',
    databaseUrl: process.env.BENCH_DATABASE_URL || '',
    env: { RESULTS_LOOKUPS_PER_IP_PER_MINUTE: '1000000000', RESULTS_LOOKUPS_PER_SYMBOL_PER_MINUTE: '1000000000' },
  });
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

  const pick = () => student(Math.floor(Math.random() * STUDENTS));
  const pid = server.child.pid;
  let peak = rssMb(pid) ?? 0;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid) ?? 0); }, 500);
  const before = rssMb(pid);
  const lookup = { setupRequest: (req) => { const s = pick(); return { ...req, method: 'GET', path: `/api/results/lookup?exam=${exam._id}&symbol=${s.symbol}&dob=${s.dob}` }; } };
  const marksheet = { setupRequest: (req) => { const s = pick(); return { ...req, method: 'GET', path: `/api/results/marksheet.pdf?exam=${exam._id}&symbol=${s.symbol}&dob=${s.dob}&lang=${Math.random() < 0.5 ? 'ne' : 'en'}` }; } };
  const run = (connections, duration) => new Promise((resolve, reject) => {
    autocannon({ url: server.base, connections, duration, requests: LOOKUPS_ONLY ? [lookup] : [lookup, marksheet] }, (err, res) => (err ? reject(err) : resolve(res)));
  });
  // warm-up: the JIT, the exam's rows in memory, the fonts' shaping
  await run(10, 5);
  console.log(`▶ ${CONNECTIONS} clients for ${DURATION} s: ${LOOKUPS_ONLY ? 'lookups' : 'one lookup and one marksheet each'}, random students`);
  const r = await run(CONNECTIONS, DURATION);
  clearInterval(sampler);
  const row = {
    mix: LOOKUPS_ONLY ? 'lookup' : 'lookup+marksheet', students: STUDENTS, connections: CONNECTIONS, durationS: DURATION,
    rps: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total,
    non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, rssBeforeMb: before, rssPeakMb: peak,
  };
  console.log(JSON.stringify(row));
  console.log(`| results day (${row.mix}), 1 instance | ${row.rps} req/s | p50 ${row.p50Ms} ms | p99 ${row.p99Ms} ms | non-2xx ${row.non2xx}, errors ${row.errors}, timeouts ${row.timeouts} | RSS ${row.rssBeforeMb} → peak ${row.rssPeakMb} MB |`);
  await server.stop();
  server.remove();
  if (row.non2xx || row.errors || row.timeouts) process.exitCode = 1;
}

await runScript(main);
