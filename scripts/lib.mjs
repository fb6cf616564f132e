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

/** Every step run so far: name, seconds and outcome, for the summary at the end. */
export const timings = [];

/**
 * Runs one named step and records how long it took and whether it passed, also when it
 * throws (the error goes on, with its exit code, after it is recorded).
 */
export function step(title, fn) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const record = (status) => {
    const seconds = (Date.now() - t0) / 1000;
    timings.push({ name: title, seconds, status });
    return seconds;
  };
  try {
    fn();
  } catch (e) {
    record('failed');
    throw e;
  }
  const s = record('ok');
  console.log(`✔ ${title} (${s.toFixed(1)} s)`);
  return Number(s.toFixed(1));
}

/**
 * Steps timed before this process started (e.g. by .ci/run: installing Chromium, starting
 * MariaDB), passed as STEP_TIMINGS lines of "name<TAB>seconds<TAB>status".
 */
export function earlierTimings(text = process.env.STEP_TIMINGS ?? '') {
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cols) => cols.length === 3 && cols[0] && Number.isFinite(Number(cols[1])))
    .map(([name, seconds, status]) => ({ name, seconds: Number(seconds), status }));
}

/** The timing table: one row per step, slowest visible at a glance, and the total. */
export function formatTimings(rows) {
  if (!rows.length) return '';
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  const all = [...rows, { name: 'Total', seconds: total, status: rows.some((r) => r.status !== 'ok') ? 'failed' : 'ok' }];
  const width = Math.max(...all.map((r) => r.name.length));
  const line = (r) => `${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(8)} s  ${r.status}`;
  const rule = '-'.repeat(width + 20);
  return ['Timing per step', rule, ...rows.map(line), rule, line(all.at(-1))].join('\n');
}

export function printTimings() {
  const table = formatTimings([...earlierTimings(), ...timings]);
  if (table) console.log(`\n${table}`);
}

export function install() {
  runPnpm(['install', '--frozen-lockfile', '--config.manage-package-manager-versions=false']);
}

/** Production build of the five front-end apps and the API. */
export function buildAll() {
  runPnpm(['--workspace-concurrency=2', ...FRONT_ENDS.flatMap((f) => ['--filter', f]), 'run', 'build']);
  runPnpm(['--filter', '@school/api', 'run', 'build']);
}

/**
 * Runs the steps and exits with a failed step's exit code. With `timings`, the summary per
 * step is printed at the end whether the steps passed or not, so a slow step is visible.
 */
export function main(fn, { timings: summary = false } = {}) {
  try {
    fn();
  } catch (e) {
    console.error(`\n✖ ${e.message}`);
    if (summary) printTimings();
    process.exit(e.exitCode ?? 1);
  }
  if (summary) printTimings();
}
