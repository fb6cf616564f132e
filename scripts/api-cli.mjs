// Runs the API's CLI (create-admin, reset-password, backup, restore) from the repository root,
// so `npm run backup -- --out ./my-backup` resolves paths against the folder you typed it in.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './lib.mjs';

const PATH_FLAGS = new Set(['--out', '--from']);
const args = process.argv.slice(2).map((arg, i, all) => (PATH_FLAGS.has(all[i - 1]) ? resolve(arg) : arg));
const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: `${ROOT}/api`, stdio: 'inherit' });
process.exit(res.status ?? 1);
