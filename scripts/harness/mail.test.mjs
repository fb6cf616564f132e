// The harness's SMTP server: overlapping subjects() calls share each message's parse. Run: node --test scripts/harness/mail.test.mjs
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { apiRequire } from './api-server.mjs';
import { startSmtp } from './mail.mjs';

/** A port nothing listens on now. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

test('overlapping subjects() calls each list every message once, in order (each parsed once)', async (t) => {
  const smtp = await startSmtp(await freePort());
  const mailer = apiRequire('nodemailer').createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true });
  t.after(async () => {
    mailer.close();
    await smtp.close();
  });
  const send = (subject) => mailer.sendMail({ from: 'a@example.com', to: 'b@example.com', subject, text: 'hi' });
  const sent = Array.from({ length: 5 }, (_, i) => `Notice ${i} सूचना`);
  for (const subject of sent) await send(subject);

  const lists = await Promise.all([smtp.subjects(), smtp.subjects(), smtp.subjects()]);
  for (const list of lists) assert.deepEqual(list.map((m) => m.subject), sent);
  // one parse per message, shared: the calls hand back the same objects
  assert.equal(lists[0][0], lists[2][0]);

  await send('Late');
  const [a, b] = await Promise.all([smtp.subjects(), smtp.subjects()]);
  assert.deepEqual(a.map((m) => m.subject), [...sent, 'Late']);
  assert.deepEqual(b, a);
});
