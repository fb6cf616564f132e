// A small round-robin HTTP proxy for `npm run cluster` and the multi-instance test: one port in
// front of several API instances, as nginx is in docker-compose.yml.
// - Round robin over the instances whose GET /api/health answered 200 (checked every 500 ms).
//   An instance shutting down answers 503 there first (SHUTDOWN_DRAIN_SECONDS), so it gets no
//   new request before it closes; a refused connection takes it out at once; a slow answer
//   (a busy machine) only after 3 in a row. With none healthy, every instance is tried.
// - A connection refused (an instance that died since the last check), and Fastify's own 503 for
//   a request that reached a server already closing, are retried on the next instance: the
//   first did nothing with the request, so nothing can be done twice. Any other failure answers
//   502, since the instance may have acted on the request.
// - X-Forwarded-For carries the client's address (instances run with TRUST_PROXY=1).
import http from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
// up to 20 images of 10 MB in one call (POST /api/uploads)
const MAX_BODY = 210 * 1024 * 1024;
/** What Fastify answers, untouched by the app, to a request that arrives while it closes. */
const CLOSING = JSON.stringify({ error: 'Service Unavailable', message: 'Service Unavailable', statusCode: 503 });

async function isClosingAnswer(up) {
  if (up.statusCode !== 503) return false;
  const chunks = [];
  for await (const c of up) chunks.push(c);
  up.body = Buffer.concat(chunks);
  return up.body.toString() === CLOSING;
}

/**
 * `upstreams`: [{ label, base }] (base = http://127.0.0.1:port). Returns { port, url, upstreams,
 * served (label → requests), close() }.
 */
export async function startProxy({ upstreams, port = 0, host = '127.0.0.1', healthEveryMs = 500 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const list = upstreams.map((u) => ({ ...u, healthy: false, slow: 0, url: new URL(u.base) }));
  const served = Object.fromEntries(list.map((u) => [u.label, 0]));
  let next = 0;

  async function check(u) {
    if (u.checking) return;
    u.checking = true;
    try {
      const res = await fetch(`${u.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      u.healthy = res.status === 200;
      u.slow = 0;
    } catch (e) {
      if (e.cause?.code === 'ECONNREFUSED') u.healthy = false;
      else if (++u.slow >= 3) u.healthy = false;
    } finally {
      u.checking = false;
    }
  }
  await Promise.all(list.map(check));
  const timer = setInterval(() => list.forEach(check), healthEveryMs);

  /** The next untried instance in turn, a healthy one first; null when every one was tried. */
  function pick(tried) {
    const order = list.map((_, i) => list[(next + i) % list.length]).filter((u) => !tried.has(u));
    const u = order.find((x) => x.healthy) ?? order[0] ?? null;
    if (u) next = (list.indexOf(u) + 1) % list.length;
    return u;
  }

  function forward(u, req, body) {
    return new Promise((resolve, reject) => {
      const headers = {};
      for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
      const client = req.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
      headers['x-forwarded-host'] = req.headers.host ?? '';
      headers['content-length'] = String(body.length);
      const out = http.request({ agent, host: u.url.hostname, port: u.url.port, method: req.method, path: req.url, headers }, resolve);
      out.on('error', reject);
      out.end(body);
    });
  }

  const server = http.createServer(async (req, res) => {
    const chunks = [];
    let size = 0;
    try {
      for await (const c of req) {
        size += c.length;
        if (size > MAX_BODY) throw Object.assign(new Error('too large'), { status: 413 });
        chunks.push(c);
      }
    } catch (e) {
      res.writeHead(e.status ?? 400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: e.status ? 'Request too large' : 'Bad request' }));
      return;
    }
    const body = Buffer.concat(chunks);
    const tried = new Set();
    for (;;) {
      const u = pick(tried);
      if (!u) {
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'No API instance is available' }));
        return;
      }
      tried.add(u);
      try {
        const up = await forward(u, req, body);
        if (await isClosingAnswer(up)) {
          u.healthy = false;
          continue;
        }
        served[u.label]++;
        const headers = {};
        for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
        headers['x-served-by'] = u.label;
        res.writeHead(up.statusCode ?? 502, headers);
        if (up.body) res.end(up.body);
        else {
          up.pipe(res);
          up.on('error', () => res.destroy());
        }
        return;
      } catch (e) {
        if (e.code === 'ECONNREFUSED') {
          u.healthy = false;
          continue;
        }
        res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': u.label }).end(JSON.stringify({ message: `Bad gateway (${e.code ?? e.message})` }));
        return;
      }
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actual = server.address().port;
  return {
    port: actual,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`,
    upstreams: list,
    served,
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        agent.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
