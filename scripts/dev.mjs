// npm run dev: the API with watch mode plus each front-end dev server with hot reload.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { FRONT_ENDS, ROOT, pnpm } from './lib.mjs';

// the API's /remotes.json (the one runtime config, as in production) names the remotes' dev servers
const { devRemoteUrls } = createRequire(import.meta.url)('../mf-shared/build/create-config.cjs');

const [cmd, ...pre] = pnpm();
const children = [
  spawn(cmd, [...pre, '--filter', '@school/api', 'run', 'dev'], { cwd: ROOT, stdio: 'inherit', env: { ...devRemoteUrls(), ...process.env } }),
  ...FRONT_ENDS.map((app) => spawn(cmd, [...pre, '--filter', app, 'run', 'dev'], { cwd: ROOT, stdio: 'inherit' })),
];
console.log('Dev: shell http://localhost:3000 (women: http://women.localhost:3000), API http://localhost:8080');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
