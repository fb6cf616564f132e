import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../support';

// Issue 31, item 4: a new school's site, started without the demo on an empty data folder, is set up
// by its first administrator in the browser. This spec starts its own server for that folder.

const SERVER = join(__dirname, '..', '..', '..', 'api', 'dist', 'server.js');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server: ChildProcess;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'school-first-run-'));
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, [SERVER], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      JWT_SECRET: 'first-run-e2e-secret-not-for-production-0123456789',
      REDIS_URL: '',
      PUBLIC_ORIGINS: '',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/setup`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an empty site says it is being set up; its first admin sets it up, signs in, and the site shows the school', async ({ page }) => {
  const waiting = await page.goto(`${base}/news`);
  expect(waiting?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'This website is being set up' })).toBeVisible();

  await page.goto(`${base}/admin/home`);
  await expect(page).toHaveURL(`${base}/admin/setup`);
  await page.getByLabel('School name').fill('Valley School');
  await page.getByLabel('Address').fill('Pokhara-8, Kaski');
  await page.getByLabel('Phone').fill('+977-61-550000');
  await page.getByLabel('Email', { exact: true }).fill('office@valley.test');
  await page.getByLabel('Your name').fill('Sita Gurung');
  await page.getByLabel('Your email').fill('sita@valley.test');
  await page.getByLabel('Password').fill('river-stone-morning-42');
  await page.getByRole('button', { name: 'Set up the website' }).click();
  await expect(page.getByText('The website is set up. Sign in with the email and password you chose.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('sita@valley.test');
  await page.getByLabel('Password').fill('river-stone-morning-42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('admin-user')).toHaveText('Sita Gurung');

  const home = await page.request.get(`${base}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('Valley School');
  expect((await page.request.get(`${base}/admin/setup`)).status()).toBe(404);
});
