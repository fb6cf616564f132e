// npm test: every test. Unit (jest), API on SQLite and on MariaDB when TEST_MYSQL_URL is set,
// then a production build, the multi-instance test against it, and the e2e suite in headless Chromium.
import { buildAll, install, main, run, runPnpm, step } from './lib.mjs';
import { lintAll } from './lint.mjs';
import { typecheckAll } from './typecheck.mjs';

const skip = new Set((process.env.SKIP_TESTS ?? '').split(',').filter(Boolean));

main(() => {
  if (!skip.has('install')) step('Install dependencies', install);
  step('Type-check (front end, API, e2e)', typecheckAll);
  step('Lint: import boundaries (dependency-cruiser)', () => runPnpm(['run', 'lint:deps']));
  step('Lint: ESLint, dead exports (knip), type-assertion budget', lintAll);
  if (!skip.has('scripts')) step('Script tests (node:test)', () => run(process.execPath, ['--test', 'scripts/lib.test.mjs', 'scripts/type-assertions.test.mjs', 'scripts/harness/mail.test.mjs', 'test-support/fixtures.test.mjs']));
  if (!skip.has('unit')) step('Unit tests (jest + Testing Library)', () => runPnpm(['exec', 'jest', '--config', 'jest.config.cjs']));
  if (!skip.has('api')) {
    if (!process.env.TEST_MYSQL_URL) console.log('TEST_MYSQL_URL is not set: the API suite runs on SQLite only.');
    step('API tests (SQLite, and MariaDB when TEST_MYSQL_URL is set)', () => runPnpm(['--filter', '@school/api', 'test']));
  }
  if (!skip.has('e2e') && !skip.has('build')) step('Production build', buildAll);
  // three built instances on MariaDB, Redis and S3; skipped with a line saying why when MariaDB or Redis is missing
  if (!skip.has('cluster')) {
    // In npm test the load phase is 30 s (an instance still drains and restarts mid-run, from 10 s);
    // alone, `node --test scripts/cluster.test.mjs` keeps its 60 s unless CLUSTER_LOAD_SECONDS says otherwise.
    process.env.CLUSTER_LOAD_SECONDS ??= '30';
    step('Multi-instance test (3 API instances, MariaDB, Redis, S3)', () => run(process.execPath, ['--test', 'scripts/cluster.test.mjs']));
  }
  if (!skip.has('e2e')) step('e2e tests (Playwright, Chromium)', () => runPnpm(['--filter', '@school/e2e', 'test']));
}, { timings: true });
