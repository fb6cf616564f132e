// Row 3: API throughput with autocannon, against a bare Fastify route in its own process.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../lib.mjs';
import { median } from '../harness/figures.mjs';
import { spawnTracked, stopChild } from '../harness/processes.mjs';

export const ENDPOINTS = ['/api/news?page=1&limit=6', '/api/gallery/albums?page=1&limit=12', '/api/events/upcoming', '/api/careers'];

/** What Chromium sends: the API compresses what it would compress for a browser. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

function cannon(url, { duration, connections = 10, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

const fmtUs = (v) => (v === null || v === undefined ? '?' : v.toFixed(0));

async function startBare() {
  const child = spawnTracked(process.execPath, [join(ROOT, 'scripts', 'bench', 'bare-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (d) => {
      buf += d;
      const m = buf.match(/^(\d+)\n/);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/bare` };
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is no /proc. */
export function cpuMs(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * One autocannon run after a 1 s warm-up. Besides req/s it records the server's CPU time
 * per request, which other load on the machine disturbs much less than req/s.
 */
export async function measure(url, { duration, headers, pid }) {
  await cannon(url, { duration: 1, headers }); // warm-up: JIT, caches, connection pools
  const c0 = pid ? cpuMs(pid) : null;
  const r = await cannon(url, { duration, headers });
  const c1 = pid ? cpuMs(pid) : null;
  return {
    cpuUsPerReq: c0 !== null && c1 !== null && r.requests.total ? ((c1 - c0) * 1000) / r.requests.total : null,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerReq: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
  };
}

/**
 * Each endpoint is measured right after its own bare-route run, and its ratio is taken
 * against that neighbour: when other work shares the machine, the pair sees the same load.
 */
export async function measureThroughput(base, { duration = 5, serverPid, log = console.log } = {}) {
  const bare = await startBare();
  const out = { duration, connections: 10, encoding: BROWSER_ENCODING, bare: { runs: [] }, endpoints: [] };
  const bareRun = async () => {
    const r = await measure(bare.url, { duration, headers: {}, pid: bare.child.pid });
    out.bare.runs.push(r);
    return r;
  };
  try {
    const apiBase = base.replace('localhost', '127.0.0.1');
    for (const path of ENDPOINTS) {
      const url = apiBase + path;
      const row = { path };
      try {
        const probe = await fetch(url, { headers: { 'accept-encoding': BROWSER_ENCODING } });
        const body = await probe.text();
        row.status = probe.status;
        row.encoding = probe.headers.get('content-encoding');
        row.cacheControl = probe.headers.get('cache-control');
        row.totalCount = probe.headers.get('x-total-count');
        row.csp = probe.headers.get('content-security-policy');
        if (probe.status !== 200) throw new Error(`GET ${path} → ${probe.status}: ${body.slice(0, 120)}`);
        const plain = await fetch(url).then((r) => r.text());
        row.jsonBytes = Buffer.byteLength(plain);
        try {
          const parsed = JSON.parse(plain);
          row.items = Array.isArray(parsed) ? parsed.length : Array.isArray(parsed?.items) ? parsed.items.length : null;
        } catch {
          row.items = null;
        }
        row.bare = await bareRun();
        row.browser = await measure(url, { duration, headers: { 'accept-encoding': BROWSER_ENCODING }, pid: serverPid });
        row.identity = await measure(url, { duration, headers: {}, pid: serverPid });
        row.ratio = row.browser.rps / row.bare.rps;
        row.ratioIdentity = row.identity.rps / row.bare.rps;
        // the same comparison by CPU time per request, which other load disturbs less
        if (row.browser.cpuUsPerReq && row.bare.cpuUsPerReq) row.cpuRatio = row.bare.cpuUsPerReq / row.browser.cpuUsPerReq;
        log(
          `  ${path}: ${Math.round(row.browser.rps)} req/s (compressed), ${Math.round(row.identity.rps)} req/s (identity), ` +
            `bare ${Math.round(row.bare.rps)} req/s → ${(row.ratio * 100).toFixed(0)}%; p99 ${row.browser.p99}/${row.identity.p99} ms; ` +
            `${row.items} items, ${row.jsonBytes} B JSON; server CPU ${fmtUs(row.browser.cpuUsPerReq)}/${fmtUs(row.identity.cpuUsPerReq)} µs/req (bare ${fmtUs(row.bare.cpuUsPerReq)})`,
        );
      } catch (e) {
        row.error = e.message;
        log(`  ${path}: n/a (${e.message})`);
      }
      out.endpoints.push(row);
    }
    if (!out.bare.runs.length) await bareRun();
    out.bare.rps = median(out.bare.runs.map((r) => r.rps));
    out.bare.p99 = median(out.bare.runs.map((r) => r.p99));
    const cpu = out.bare.runs.map((r) => r.cpuUsPerReq).filter((v) => v !== null);
    out.bare.cpuUsPerReq = cpu.length ? median(cpu) : null;
    out.bare.rpsRange = [Math.min(...out.bare.runs.map((r) => r.rps)), Math.max(...out.bare.runs.map((r) => r.rps))];
  } finally {
    await stopChild(bare.child);
  }
  return out;
}
