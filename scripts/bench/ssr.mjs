// Row: the server's CPU time per request of a warm server-rendered page (an SSR cache hit) against a
// cached JSON list, both as a browser asks for them (compressed), measured in the same run (issue 12),
// with the same closed-loop client (undici: a 19.5 KB compressed page would saturate autocannon first).
import { BROWSER_ENCODING, ENDPOINTS } from './throughput.mjs';
import { measureClosedLoop as measure } from './closed-loop.mjs';

export const SSR_PAGES = ['/', '/news'];

export async function measureSsr(base, { duration = 5, serverPid, log = console.log } = {}) {
  const apiBase = base.replace('localhost', '127.0.0.1');
  const headers = { 'accept-encoding': BROWSER_ENCODING, accept: 'text/html' };
  const list = ENDPOINTS[0];
  const out = { list, json: null, pages: [] };
  // The first request renders and stores each page; every request measured after it is a hit. Each page
  // is also served for a second before anything is measured: a server answers pages and JSON side by
  // side, and V8 compiles the shared request path for both once it has seen both (measured: a cached
  // list costs 19 µs in a process that has served only JSON, 27 µs once it has served pages too).
  for (const path of SSR_PAGES) {
    const row = { path };
    try {
      const first = await fetch(apiBase + path, { headers });
      const html = await first.text();
      const again = await fetch(apiBase + path, { headers });
      await again.arrayBuffer();
      row.status = first.status;
      row.cache = again.headers.get('x-ssr');
      row.htmlBytes = Buffer.byteLength(html);
      if (first.status !== 200 || row.cache !== 'HIT') throw new Error(`GET ${path} → ${first.status}, x-ssr ${row.cache ?? 'none'} (is the server bundle built?)`);
      await measure(apiBase + path, { duration: 1, headers });
    } catch (e) {
      row.error = e.message;
      log(`  ${path}: n/a (${e.message})`);
    }
    out.pages.push(row);
  }
  const json = await measure(apiBase + list, { duration, headers: { 'accept-encoding': BROWSER_ENCODING }, pid: serverPid });
  out.json = json;
  log(`  GET ${list}: ${Math.round(json.rps)} req/s, CPU ${json.cpuUsPerReq?.toFixed(0) ?? '?'} µs/req`);
  for (const row of out.pages) {
    if (row.error) continue;
    const { path } = row;
    try {
      row.hit = await measure(apiBase + path, { duration, headers, pid: serverPid });
      if (row.hit.cpuUsPerReq && json.cpuUsPerReq) row.cpuRatio = row.hit.cpuUsPerReq / json.cpuUsPerReq;
      log(
        `  ${path}: ${Math.round(row.hit.rps)} req/s, CPU ${row.hit.cpuUsPerReq?.toFixed(0) ?? '?'} µs/req against ${json.cpuUsPerReq?.toFixed(0) ?? '?'} µs/req ` +
          `for GET ${list} → ${row.cpuRatio ? `${row.cpuRatio.toFixed(2)}×` : '?'}; ${row.htmlBytes} B HTML`,
      );
    } catch (e) {
      row.error = e.message;
      log(`  ${path}: n/a (${e.message})`);
    }
  }
  return out;
}
