// Several built API instances on one MariaDB database, one Redis and one S3-compatible server,
// behind the round-robin proxy: the shape of docker-compose.yml, on this machine. Used by
// `npm run cluster` and the multi-instance test (scripts/cluster.test.mjs).
import { mkdirSync, rmSync } from 'node:fs';
import { apiRequire, startApi } from './api-server.mjs';
import { freePort, onCleanup, spawnTracked, stopChild } from './processes.mjs';
import { startProxy } from './proxy.mjs';

/**
 * An S3 server (s3rver, from the npm registry) storing in `dir`, with its fixed test
 * credentials, in a process of its own (as a real one would be, not sharing this script's
 * event loop with the load it measures).
 */
export async function startS3Server(dir, port = 0) {
  mkdirSync(dir, { recursive: true });
  const wanted = port || (await freePort());
  const child = spawnTracked(process.execPath, [apiRequire.resolve('s3rver/bin/s3rver.js'), '-d', dir, '-a', '127.0.0.1', '-p', String(wanted), '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start within 30 s:\n${output}`)), 30_000);
    const seen = (chunk) => {
      output += chunk;
      if (output.includes('S3rver listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with code ${code}:\n${output}`));
    });
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    endpoint: `http://127.0.0.1:${wanted}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: () => stopChild(child, 5_000),
  };
}

/** Creates the MariaDB database of `url` when missing (`fresh`: drops it first). */
export async function ensureDatabase(url, fresh = false) {
  const mysql = apiRequire('mysql2/promise');
  const u = new URL(url);
  const name = u.pathname.slice(1);
  const conn = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
  try {
    if (fresh) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
}

export function redisAvailable(url = 'redis://127.0.0.1:6379') {
  const { Redis } = apiRequire('ioredis');
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  return client
    .connect()
    .then(() => client.ping())
    .then(
      () => true,
      () => false,
    )
    .finally(() => client.disconnect());
}

/**
 * Starts `size` instances (in parallel, as compose replicas start) and the proxy in front.
 * - `s3`: { endpoint, accessKeyId, secretAccessKey, bucket }
 * - `smtpUrl(label)`: each instance's SMTP_URL (or none)
 * - `dataDirs[i]`, `ports[i]`: reuse folders and ports (npm run cluster keeps them between runs)
 * Returns { proxy, nodes: [{ label, server }], stop(i, signal), start(i), close() }.
 */
export async function startCluster({ size = 3, admin, databaseUrl, redisUrl, redisPrefix = 'cluster:', s3, smtpUrl = () => '', env = {}, dataDirs = [], ports = [], proxyPort = 0, proxyHost = '127.0.0.1', drainSeconds = 5 }) {
  const nodes = [];
  // folders made here (not handed in) are temporary and removed on close
  const madeHere = Array.from({ length: size }, (_, i) => !dataDirs[i]);
  const options = (i) => ({
    admin,
    label: 'cluster',
    databaseUrl,
    smtpUrl: smtpUrl(`api-${i + 1}`),
    dataDir: dataDirs[i] ?? '',
    port: ports[i],
    env: {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
      // the proxy in front is the one hop trusted for X-Forwarded-For
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
      ...env,
    },
  });
  for (let i = 0; i < size; i++) ports[i] ??= await freePort();
  const started = await Promise.all(Array.from({ length: size }, (_, i) => startApi(options(i))));
  started.forEach((server, i) => {
    dataDirs[i] = server.dataDir;
    nodes.push({ label: `api-${i + 1}`, server });
  });
  const proxy = await startProxy({ upstreams: nodes.map((n) => ({ label: n.label, base: n.server.base })), port: proxyPort, host: proxyHost });
  const cluster = {
    proxy,
    nodes,
    /** SIGTERM (drains, then closes) or SIGKILL (dies at once) one instance; resolves when it has exited. */
    async stop(i, signal = 'SIGTERM') {
      const { child } = nodes[i].server;
      if (signal === 'SIGKILL') {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      } else await stopChild(child, (drainSeconds + 40) * 1000); // the server's own deadline is the drain + 30 s
    },
    /** Starts instance i again on its port and data folder. */
    async start(i) {
      nodes[i].server = await startApi(options(i));
    },
    async close() {
      await proxy.close();
      await Promise.all(nodes.map((n) => n.server.stop()));
      nodes.forEach((n, i) => madeHere[i] && rmSync(n.server.dataDir, { recursive: true, force: true }));
    },
  };
  onCleanup(() => cluster.close());
  return cluster;
}
