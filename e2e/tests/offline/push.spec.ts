import http from 'node:http';
import { adminPost, adminToken, adminUpload, expect, pdfFile, SCHOOL_URL, test, unique } from '../../support';
import { browserKeys, decryptPush } from '../../../test-support/web-push-browser.mjs';

// Issue 33: 'Get notices on this phone' in Chromium, through to the notification the service worker shows.
// Chromium's PushManager.subscribe needs Google's push service, which is out of reach here, so the page's
// subscribe answers a subscription whose endpoint is a fake push service on 127.0.0.1, with keys the test
// holds. The API encrypts to it; the test decrypts what arrived and delivers it to the service worker
// as a real push event (CDP's ServiceWorker.deliverPushMessage, as DevTools' Push button does).
test.use({ serviceWorkers: 'allow' });

test('a Nepali reader subscribes this phone, a notice is published, and the phone shows it in Nepali', async ({ page, context, request }) => {
  const arrived: Buffer[] = [];
  const pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrived.push(Buffer.concat(chunks));
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const address = pushService.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const browser = browserKeys();
  const endpoint = `http://127.0.0.1:${port}/push/${unique('phone').replace(/\W/g, '')}`;
  try {
    await context.grantPermissions(['notifications'], { origin: SCHOOL_URL });
    await page.addInitScript(({ endpoint, keys }) => {
      const fake = { endpoint, expirationTime: null, options: {}, toJSON: () => ({ endpoint, expirationTime: null, keys }) };
      Reflect.set(PushManager.prototype, 'subscribe', () => Promise.resolve(fake));
      Reflect.set(PushManager.prototype, 'getSubscription', () => Promise.resolve(null));
    }, { endpoint, keys: browser.keys });
    await page.goto(`${SCHOOL_URL}/ne/`);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 30_000 }).toBe(true);

    await page.getByRole('button', { name: 'यो फोनमा सूचना पाउनुहोस्' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'भयो।' })).toHaveText('भयो। यो फोनमा अब नयाँ सूचना देखिनेछ।');

    const token = await adminToken(request);
    const file = await adminUpload(request, token, 'pdf', pdfFile('holiday.pdf', 'Holiday', 1));
    const title = unique('Dashain holiday');
    await adminPost(request, token, '/api/notices', { title, description: 'The school is closed for Dashain.', file, originalFile: 'holiday.pdf' });

    await expect.poll(() => arrived.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const text = decryptPush(arrived[0]!, browser);
    expect(JSON.parse(text)).toMatchObject({ body: title, lang: 'ne', url: expect.stringMatching(/\/ne\/notice$/) });

    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(SCHOOL_URL) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: SCHOOL_URL, registrationId: await registered, data: text });

    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, lang: n.lang })));
    await expect.poll(shown, { timeout: 15_000 }).toEqual([expect.objectContaining({ body: title, lang: 'ne' })]);
    expect((await shown())[0]!.title).toBe('नयाँ सूचना');
  } finally {
    await new Promise<void>((resolve) => pushService.close(() => resolve()));
  }
});
