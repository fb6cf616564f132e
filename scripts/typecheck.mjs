// Type-checks every TypeScript file of the workspace: one `tsc --noEmit` run per project, and a check that
// no tracked .ts/.tsx file is left outside all of them (a new package or folder must join a project).
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

/** The projects; each one is type-checked with its own settings (browser, Node ESM, Playwright). */
export const PROJECTS = ['tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json'];

const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

function tscRun(args) {
  return execFileSync(process.execPath, [tsc, ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
}

/** Tracked .ts/.tsx files (declaration files included) that no project compiles. */
export function uncovered() {
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const covered = new Set();
  for (const p of PROJECTS) {
    for (const f of tscRun(['-p', p, '--listFilesOnly']).split('\n')) {
      if (f && !f.includes('/node_modules/')) covered.add(relative(ROOT, f.trim()));
    }
  }
  return tracked.filter((f) => !covered.has(f));
}

export function typecheckAll() {
  const missing = uncovered();
  if (missing.length) {
    const err = new Error(`These files are in no type-checked project (add them to one in scripts/typecheck.mjs):\n  ${missing.join('\n  ')}`);
    err.exitCode = 1;
    throw err;
  }
  for (const p of PROJECTS) {
    console.log(`tsc -p ${p}`);
    try {
      execFileSync(process.execPath, [tsc, '-p', p, '--noEmit'], { cwd: ROOT, stdio: 'inherit' });
    } catch (e) {
      const err = new Error(`Type errors in ${p}`);
      err.exitCode = e.status ?? 1;
      throw err;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    typecheckAll();
  } catch (e) {
    console.error(e.message);
    process.exit(e.exitCode ?? 1);
  }
}
