// Child processes and clean-up for the scripts that start servers (bench, load, faults): every child is
// stopped and every clean-up runs, on a normal end, on an error and on Ctrl-C.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const children = new Set();
const cleanups = [];
const finals = [];

/** Spawns a child that is stopped when the script ends, however it ends. */
export function spawnTracked(cmd, args, opts) {
  const child = spawn(cmd, args, opts);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `ms`. */
export async function stopChild(child, ms = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await done;
  clearTimeout(timer);
}

/** Registers an async clean-up (close a browser, drop a database); returns its remover. */
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** Runs on Ctrl-C / SIGTERM after every clean-up (e.g. make sure MariaDB is running again). */
export function onFinal(fn) {
  finals.push(fn);
}

export async function cleanupAll() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (e) {
      console.error(`  clean-up step failed: ${e.message}`);
    }
  }
  await Promise.all([...children].map((c) => stopChild(c, 5_000)));
}

/** Runs a script's `main`: an error is printed and sets exit code 1; every clean-up runs at the end, then `after`. */
export function runScript(main, after = () => undefined) {
  return main()
    .catch((e) => {
      console.error(`\n✖ ${e.stack ?? e.message}`);
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanupAll();
      await after();
    });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    console.error(`\n${sig}: stopping everything this script started`);
    await cleanupAll();
    for (const fn of finals) await Promise.resolve(fn()).catch((e) => console.error(e.message));
    process.exit(130);
  });
}
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});
