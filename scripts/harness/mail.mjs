// A real SMTP server in the script's own process, for the scripts that check the API's mail (load, faults).
import { apiRequire } from './api-server.mjs';

/**
 * A real SMTP server in this process (no TLS, no auth), keeping every raw message.
 * `received` is parsed lazily by `subjects()`, so the load generator spends no CPU on it.
 *
 * `slow.ms` (changeable while running) holds each message that long before accepting it, as a
 * busy mail server does, and `slow.hold` (a Set of client names, EHLO) holds a client's messages
 * until its name is removed; a message whose client went away meanwhile is dropped, as SMTP says
 * (it was never accepted). `inFlight` counts the messages being held per client name, and
 * `heldOpen(client)` how many of them still have their client connected.
 */
export async function startSmtp(port, { slow = { ms: 0, hold: new Set() } } = {}) {
  const { SMTPServer } = apiRequire('smtp-server');
  const raw = [];
  // raw[i]'s parse, started by the first subjects() call that sees it and shared by every later or
  // overlapping call; each waits for the one before it, so they run one at a time, in order
  const parses = [];
  const inFlight = new Map();
  const closed = new Set();
  // session id → client name, for messages being held
  const held = new Map();
  let dropped = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // a reverse DNS lookup per connection would make this server, not the API, the bottleneck
    disableReverseLookup: true,
    size: 30 * 1024 * 1024,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const accept = () => {
          if (closed.has(session.id)) {
            dropped++;
            return done(new Error('client went away'));
          }
          raw.push(Buffer.concat(chunks));
          done();
        };
        const client = session.hostNameAppearsAs ?? '';
        if (!slow.ms && !slow.hold?.has(client)) return accept();
        inFlight.set(client, (inFlight.get(client) ?? 0) + 1);
        held.set(session.id, client);
        const release = () => {
          if (slow.hold?.has(client)) return setTimeout(release, 20);
          held.delete(session.id);
          inFlight.set(client, inFlight.get(client) - 1);
          accept();
        };
        setTimeout(release, slow.ms);
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
    inFlight,
    heldOpen: (client) => [...held].filter(([id, c]) => c === client && !closed.has(id)).length,
    get dropped() {
      return dropped;
    },
    /**
     * Subjects of every message received so far, decoded (RFC 2047) by mailparser. Each message is
     * parsed once: a test polling this must not starve the SMTP server, which shares its event loop.
     * Calls may overlap (polls from two tests, or a poll and a final count): each message's parse is one
     * promise that they share, so none is parsed twice, skipped or listed twice.
     */
    async subjects() {
      const { simpleParser } = apiRequire('mailparser');
      while (parses.length < raw.length) {
        const message = raw[parses.length];
        const before = parses.at(-1)?.catch(() => undefined) ?? Promise.resolve();
        parses.push(
          before.then(async () => {
            const m = await simpleParser(message, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
            return { subject: m.subject ?? '', text: m.text ?? '', attachments: m.attachments?.length ?? 0, messageId: m.messageId ?? '' };
          }),
        );
      }
      return Promise.all(parses);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ------------------------------------------------------------------ databases
