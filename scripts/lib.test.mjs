// The timing summary of `npm test` (scripts/lib.mjs): printed on success and on failure,
// with .ci/run's own steps, and a failed step's exit code kept. Run: node --test scripts/lib.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { earlierTimings, formatTimings } from './lib.mjs';

const LIB = new URL('./lib.mjs', import.meta.url).href;

/** Runs a small script that uses main() and step() the way scripts/test.mjs does. */
function runSteps(body, env = {}) {
  const script = `import { main, step, run } from ${JSON.stringify(LIB)};\nmain(() => {\n${body}\n}, { timings: true });`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, STEP_TIMINGS: '', ...env } });
}

test('a passing run ends with a table of every step, its seconds and ok, and the total', () => {
  const res = runSteps(`step('First step', () => {}); step('Second step', () => {});`);
  assert.equal(res.status, 0, res.stderr);
  const table = res.stdout.slice(res.stdout.indexOf('Timing per step'));
  assert.match(table, /First step\s+\d+\.\d s {2}ok/);
  assert.match(table, /Second step\s+\d+\.\d s {2}ok/);
  assert.match(table, /Total\s+\d+\.\d s {2}ok/);
});

test('a failing step still prints the table, marks the step failed, and keeps its exit code', () => {
  const res = runSteps(`step('Good step', () => {});\nstep('Bad step', () => run(process.execPath, ['-e', 'process.exit(7)']));\nstep('Never run', () => {});`);
  assert.equal(res.status, 7);
  const table = res.stdout.slice(res.stdout.indexOf('Timing per step'));
  assert.ok(res.stdout.includes('Timing per step'), res.stdout);
  assert.match(table, /Good step\s+\d+\.\d s {2}ok/);
  assert.match(table, /Bad step\s+\d+\.\d s {2}failed/);
  assert.doesNotMatch(table, /Never run/);
  assert.match(table, /Total\s+\d+\.\d s {2}failed/);
});

test("steps timed by .ci/run (STEP_TIMINGS) head the table", () => {
  const res = runSteps(`step('Unit tests', () => {});`, { STEP_TIMINGS: 'Chromium (apt)\t41\tok\nMariaDB start\t3\tok\n' });
  assert.equal(res.status, 0, res.stderr);
  const table = res.stdout.slice(res.stdout.indexOf('Timing per step'));
  assert.ok(table.indexOf('Chromium (apt)') < table.indexOf('Unit tests'));
  assert.match(table, /Chromium \(apt\)\s+41\.0 s {2}ok/);
  assert.match(table, /MariaDB start\s+3\.0 s {2}ok/);
  assert.match(table, /Total\s+4\d\.\d s {2}ok/);
});

test('earlierTimings ignores malformed lines and formatTimings prints nothing for no steps', () => {
  assert.deepEqual(earlierTimings('ok line\t1.5\tok\nbroken\nx\tnot-a-number\tok'), [{ name: 'ok line', seconds: 1.5, status: 'ok' }]);
  assert.equal(formatTimings([]), '');
});
