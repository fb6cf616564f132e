#!/usr/bin/env node
// `npm run cluster`: the production shape on this machine, to try it. Three API instances
// (node api/dist/server.js, built first if missing) on one MariaDB database, one Redis and a
// local S3 server (s3rver), behind a small round-robin proxy on one port. Mail is caught by an
// SMTP server in this process and each message's subject printed. Ctrl-C stops everything.
//
// Kept between runs in DATA_DIR/cluster (the S3 folder, each instance's folder, the admin
// password) and in the database `school_cluster`; --fresh starts over.
//
// Options:
//   --port 8080          the proxy's port (the one to open)
//   --instances 3
//   --database-url mysql://root@127.0.0.1:3306/school_cluster   (created when missing)
//   --redis-url redis://127.0.0.1:6379
//   --fresh              drop the database and the folders first
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, startCluster, redisAvailable, startS3Server } from './harness/cluster.mjs';
import { ensureBuilt } from './harness/api-server.mjs';
import { parseArgs } from './harness/cli.mjs';
import { mysqlAvailable } from './harness/databases.mjs';
import { startSmtp } from './harness/mail.mjs';
import { cleanupAll, freePort, onCleanup } from './harness/processes.mjs';
import { ROOT } from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), {
  port: 8080,
  instances: 3,
  databaseUrl: 'mysql://root@127.0.0.1:3306/school_cluster',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  fresh: 'false',
});

async function main() {
  const fresh = opts.fresh === 'true';
  const home = join(ROOT, process.env.DATA_DIR || 'data', 'cluster');
  if (fresh) rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  if (!mysqlAvailable()) throw new Error('MariaDB is not answering on 127.0.0.1:3306: start it (see README, "Run on MySQL or MariaDB")');
  if (!(await redisAvailable(opts.redisUrl))) throw new Error(`Redis is not answering on ${opts.redisUrl}: start it (redis-server) or pass --redis-url`);
  ensureBuilt();
  await ensureDatabase(opts.databaseUrl, fresh);

  // the console's admin: chosen once, kept beside the data
  const adminFile = join(home, 'admin.json');
  if (!existsSync(adminFile)) {
    const admin = { email: process.env.ADMIN_EMAIL || 'admin@cluster.test', password: process.env.ADMIN_PASSWORD || `Cluster-${randomBytes(9).toString('base64url')}`, name: 'Cluster Admin' };
    writeFileSync(adminFile, JSON.stringify(admin, null, 2), { mode: 0o600 });
  }
  const admin = JSON.parse(readFileSync(adminFile, 'utf8'));

  const s3 = await startS3Server(join(home, 's3'));
  onCleanup(() => s3.close());
  const smtpPort = await freePort();
  const smtp = await startSmtp(smtpPort);
  onCleanup(() => smtp.close());
  let printed = 0;
  const mailTimer = setInterval(async () => {
    if (smtp.raw.length === printed) return;
    const all = await smtp.subjects();
    for (const m of all.slice(printed)) console.log(`  mail caught: ${m.subject}`);
    printed = all.length;
  }, 1_000);
  onCleanup(() => clearInterval(mailTimer));

  const dataDirs = Array.from({ length: opts.instances }, (_, i) => {
    const dir = join(home, `api-${i + 1}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  });
  console.log(`▶ Starting ${opts.instances} API instances on ${opts.databaseUrl}, Redis ${opts.redisUrl}, S3 ${s3.endpoint}`);
  const cluster = await startCluster({
    size: opts.instances,
    admin,
    databaseUrl: opts.databaseUrl,
    redisUrl: opts.redisUrl,
    redisPrefix: 'cluster:',
    s3: { ...s3, bucket: 'school-cluster' },
    smtpUrl: (label) => `smtp://127.0.0.1:${smtpPort}/?name=${label}`,
    dataDirs,
    proxyPort: opts.port,
    proxyHost: '0.0.0.0',
    env: { LOG_LEVEL: 'info' },
  });
  console.log(`
  School site:          http://localhost:${cluster.proxy.port}
  Women's centre site:  http://women.localhost:${cluster.proxy.port}
  Console:              http://localhost:${cluster.proxy.port}/admin/login  (${admin.email} / ${admin.password})

  Instances (each answers alone too):
${cluster.nodes.map((n) => `    ${n.label}  ${n.server.base}   log: ${n.server.logFile}`).join('\n')}
  Every response through the proxy says which instance served it (X-Served-By).
  Ctrl-C stops everything; data stays in ${home} and the database for the next run (--fresh starts over).
`);
  await new Promise(() => {});
}

main().catch(async (e) => {
  console.error(`\n✖ ${e.stack ?? e.message}`);
  await cleanupAll();
  process.exit(1);
});
