// `npm run lint`: the code's own lint gate, also run by npm test. ESLint (typescript-eslint, the rules of
// hooks, no literal text in the public sites' JSX; eslint.config.mjs), dead exports (knip; knip.json) and
// the type-assertion budget (scripts/type-assertions.mjs). Import arrows are `npm run lint:deps`.
import { join } from 'node:path';
import { main, ROOT, run, step } from './lib.mjs';

const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file);

export function lintAll() {
  run(process.execPath, [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '--cache', '--cache-location', join(ROOT, 'node_modules', '.cache', 'eslint'), '.']);
  run(process.execPath, [bin('knip', 'bin/knip.js'), '--no-progress']);
  run(process.execPath, [join(ROOT, 'scripts', 'type-assertions.mjs')]);
}

if (import.meta.url === `file://${process.argv[1]}`) main(() => step('Lint (ESLint, knip, type assertions)', lintAll));
