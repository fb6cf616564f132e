import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { PLAYWRIGHT_CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test-support/chromium.mjs';

/** A free port, found once when the config loads so every worker agrees on it. */
function freePort(): number {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}

const port = freePort();
process.env.E2E_PORT = String(port);
const dataDir = join(__dirname, '.tmp', `data-${port}`);
// Workers load this config again (with E2E_PORT inherited): only the main process may
// clear the data dir, or it would delete the running server's uploads folder.
if (!process.env.E2E_REUSE && !process.env.E2E_DATA_CLEARED) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.E2E_DATA_CLEARED = '1';
}

export default defineConfig({
  testDir: './tests',
  // Budgets, not measurements: a passing test never waits them out, and a shared runner at a
  // load of 10+ per core can take this long for one page. The route-wide specs walk their pages
  // with one tab (a fresh context and a cold load of the remotes per page was most of the suite's
  // time), in tests of a few pages each (support/walk.ts), so no test comes near its budget.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Files run side by side, one worker per core (E2E_WORKERS=n sets another number; CI the same),
  // all against the one server below; tests in a file run in order unless the file opts in with
  // test.describe.configure({ mode: 'parallel' }).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || Math.max(1, cpus().length),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The public sites' service worker would answer requests that specs stub with page.route (Playwright
    // does not route what a worker fetches); the offline specs allow it (tests/offline/).
    serviceWorkers: 'block',
    // A trace records a screencast and DOM snapshots of every step: on CI's 2 cores that costs every test
    // a share of a core. Only a failing test's retry records one (its first run's screenshot stays).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium with the flags the bench uses too
      executablePath: CHROMIUM_PATH,
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the production build, started as api/dist/server.js starts it, with the e2e test hooks (support/server.mjs)
    command: `node ${join(__dirname, 'support', 'server.mjs')}`,
    url: `http://localhost:${port}/api/news`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'e2e-only-secret-not-for-production-0123456789',
      ADMIN_EMAIL: 'admin@school.test',
      ADMIN_PASSWORD: 'E2e-Admin-Pass-2026',
      ADMIN_NAME: 'Site Admin',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RECAPTCHA_SECRET: '',
      RECAPTCHA_SITE_KEY: '',
      SMTP_URL: '',
      // Every spec signs in and submits from one IP; the limits themselves are tested in the API suite.
      RATE_LIMIT_LOGIN_PER_MINUTE: '600',
      RATE_LIMIT_SUBMIT_PER_MINUTE: '600',
      RATE_LIMIT_UPLOAD_PER_MINUTE: '1200',
      // A sampled share of public views sends Web Vitals beacons at random (issue 36); the specs count
      // requests, so none is sampled here. The reporter and the API have their own tests.
      VITALS_SAMPLE_RATE: '0',
    },
  },
});
