// The type-assertion budget (`npm run lint`, and npm test): an `x as T` tells the compiler to stop checking,
// so each package may hold at most the number written below, and the number only goes down. A typed
// helper (db/index.ts countOf for knex counts, a schema-checked parse) beats a cast at every call.
// `as const` is not counted: it narrows, it does not override.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ROOT } from './lib.mjs';

/** The most assertions each package may hold (api's sources and tests apart). */
export const BUDGET = {
  'api/src': 20,
  'api/test': 93,
  e2e: 86,
  'mf-admin-school': 8,
  'mf-admin-women': 5,
  'mf-public-school': 7,
  'mf-public-women': 8,
  'mf-shared': 76,
  shell: 18,
  'test-support': 0,
  types: 0,
};

const packageOf = (file) => (file.startsWith('api/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]);

/** Assertions in one source text. */
export function countAssertions(text, fileName = 'file.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  let n = 0;
  const visit = (node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const';
      if (!isConst) n += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

/** Assertions per package, over the tracked .ts and .tsx files. */
export function countByPackage(root = ROOT) {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const counts = {};
  for (const file of files) {
    const pkg = packageOf(file);
    counts[pkg] = (counts[pkg] ?? 0) + countAssertions(readFileSync(`${root}/${file}`, 'utf8'), file);
  }
  return counts;
}

/** The packages over budget, as messages; a package missing from the budget has a budget of 0. */
export function overBudget(counts, budget = BUDGET) {
  return Object.entries(counts)
    .filter(([pkg, n]) => n > (budget[pkg] ?? 0))
    .map(([pkg, n]) => `${pkg}: ${n} type assertions, budget ${budget[pkg] ?? 0} (use a typed helper or a type guard instead of \`as\`)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counts = countByPackage();
  for (const [pkg, n] of Object.entries(counts).sort()) console.log(`${pkg.padEnd(18)} ${String(n).padStart(4)} / ${BUDGET[pkg] ?? 0}`);
  const over = overBudget(counts);
  if (over.length) {
    console.error(over.join('\n'));
    process.exit(1);
  }
}
