// The reference for the throughput row: a bare Fastify route returning {}, with the same
// fastify the API uses (resolved from api/'s node_modules), no logger, no plugins.
// Prints its port on stdout once listening.
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fastify = createRequire(join(root, 'api', 'package.json'))('fastify');

const app = fastify({ logger: false });
app.get('/bare', async () => ({}));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => app.close().then(() => process.exit(0)));
