// Runs the API's CLI (create-admin, reset-password, backup, restore) from the repository root.
// Paths typed after --out/--from are relative to the folder the command was typed in; relative
// DATA_DIR/WEB_ROOT are relative to the repository root, as for the server (api/src/config.ts).
//
// Speed: the built api/dist/cli.js is imported in this same process when it is at least as new
// as every file in api/src and the contract it compiles in (one node start, no TypeScript compile);
// otherwise the sources run through tsx, as before.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const API = join(ROOT, 'api');
const built = join(API, 'dist', 'cli.js');

/** Newest modification time of the API's sources and the contract it compiles in (0 when they are not there, as in the Docker image). */
function newestSource() {
  let newest = 0;
  for (const src of [join(API, 'src'), join(ROOT, 'mf-shared', 'src', 'contract')]) {
    if (!existsSync(src)) continue;
    for (const name of readdirSync(src, { recursive: true })) {
      if (!String(name).endsWith('.ts')) continue;
      newest = Math.max(newest, statSync(join(src, String(name))).mtimeMs);
    }
  }
  return newest;
}

// npm sets INIT_CWD to where the command was typed; keep it for direct `node scripts/api-cli.mjs` too.
process.env.INIT_CWD ??= process.cwd();

if (existsSync(built) && statSync(built).mtimeMs >= newestSource()) {
  await import(pathToFileURL(built).href);
} else {
  if (existsSync(built)) console.error('(api/dist is older than its sources: running the sources through tsx; `npm run build` makes this faster)');
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...process.argv.slice(2)], { cwd: API, stdio: 'inherit' });
  process.exit(res.status ?? 1);
}
