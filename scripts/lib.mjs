// Helpers shared by the root scripts: run pnpm at the pinned version, run commands, time them.
import { spawnSync, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];
export const FRONT_ENDS = ['shell', 'mf-public-school', 'mf-public-women', 'mf-admin-school', 'mf-admin-women'];

let pnpmCmd;
/** The pinned pnpm: a global one of the same version, else through npx. Never lets pnpm switch itself. */
export function pnpm() {
  if (pnpmCmd) return pnpmCmd;
  try {
    const v = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, COREPACK_ENABLE_STRICT: '0' } })
      .toString()
      .trim();
    if (v === PNPM_VERSION) return (pnpmCmd = ['pnpm']);
  } catch {
    /* not installed */
  }
  return (pnpmCmd = ['npx', '-y', `pnpm@${PNPM_VERSION}`]);
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    const err = new Error(`${cmd} ${args.join(' ')} failed with exit code ${res.status}`);
    err.exitCode = res.status ?? 1;
    throw err;
  }
}

export function runPnpm(args, opts) {
  const [cmd, ...pre] = pnpm();
  run(cmd, [...pre, ...args], opts);
}

export function step(title, fn) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  fn();
  const s = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`✔ ${title} (${s} s)`);
  return Number(s);
}

export function install() {
  runPnpm(['install', '--frozen-lockfile', '--config.manage-package-manager-versions=false']);
}

/** Production build of the five front-end apps and the API. */
export function buildAll() {
  runPnpm(['--workspace-concurrency=2', ...FRONT_ENDS.flatMap((f) => ['--filter', f]), 'run', 'build']);
  runPnpm(['--filter', '@school/api', 'run', 'build']);
}

export function main(fn) {
  try {
    fn();
  } catch (e) {
    console.error(`\n✖ ${e.message}`);
    process.exit(e.exitCode ?? 1);
  }
}
