// A closed-loop load client on undici: N connections, each sending its next request as soon as the
// last answer's bytes are in. Unlike autocannon it never decodes a body: autocannon appends every
// body to a string (UTF-8), which for a 19.5 KB brotli page costs the client a whole core at about
// 3,900 req/s, so the server under test sat at a third of a core and its CPU per request counted
// idle wake-ups rather than work (see docs/performance.md, "fifth pass").
import { Pool } from 'undici';
import { cpuMs } from './throughput.mjs';

async function run(url, { duration, connections, headers }) {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;
  const start = performance.now();
  const end = start + duration * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          try {
            const { statusCode, body } = await pool.request({ path: pathname + search, method: 'GET', headers });
            for await (const chunk of body) bytes += chunk.length;
            if (statusCode >= 200 && statusCode < 300) ok++;
            else non2xx++;
            latencies.push(performance.now() - t0);
          } catch {
            errors++;
          }
        }
      }),
    );
  } finally {
    await pool.close();
  }
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]) : null);
  const requests = ok + non2xx;
  return { rps: requests / seconds, p50: pct(50), p99: pct(99), requests, non2xx, errors, timeouts: 0, bytesPerReq: requests ? Math.round(bytes / requests) : null };
}

/**
 * One run after a 1 s warm-up, with the server's CPU time per request (user + system, from /proc):
 * the same figures as throughput.mjs's `measure`, from a client that is not the bottleneck.
 */
export async function measureClosedLoop(url, { duration, headers = {}, pid, connections = 10 }) {
  await run(url, { duration: 1, connections, headers });
  const c0 = pid ? cpuMs(pid) : null;
  const r = await run(url, { duration, connections, headers });
  const c1 = pid ? cpuMs(pid) : null;
  return { ...r, cpuUsPerReq: c0 !== null && c1 !== null && r.requests ? ((c1 - c0) * 1000) / r.requests : null };
}
