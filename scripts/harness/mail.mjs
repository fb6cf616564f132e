// A real SMTP server in the script's own process, for the scripts that check the API's mail (load, faults).
import { apiRequire } from './api-server.mjs';

/**
 * A real SMTP server in this process (no TLS, no auth), keeping every raw message.
 * `received` is parsed lazily by `subjects()`, so the load generator spends no CPU on it.
 */
export async function startSmtp(port) {
  const { SMTPServer } = apiRequire('smtp-server');
  const raw = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // a reverse DNS lookup per connection would make this server, not the API, the bottleneck
    disableReverseLookup: true,
    size: 30 * 1024 * 1024,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks));
        done();
      });
    },
  });
  server.on('error', () => {});
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    raw,
    /** Subjects of every message received so far, decoded (RFC 2047) by mailparser. */
    async subjects() {
      const { simpleParser } = apiRequire('mailparser');
      const out = [];
      for (const buf of raw) {
        const m = await simpleParser(buf, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
        out.push({ subject: m.subject ?? '', text: m.text ?? '', attachments: m.attachments?.length ?? 0 });
      }
      return out;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
