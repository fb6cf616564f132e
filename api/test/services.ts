import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import S3rver from 's3rver'
import smtp from 'smtp-server'
import mailparser from 'mailparser'
import type { S3Settings } from '../src/config.js'

// Real servers the multi-instance tests run against: an S3 server (s3rver, in a temporary
// folder), an SMTP server in the process, and the local Redis when there is one.

export async function freePort (): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/** An S3-compatible server on a free port, storing in a new temporary folder; `close` removes it. */
export async function startS3 (): Promise<{ settings: (bucket: string) => S3Settings; endpoint: string; dir: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    dir,
    settings: (bucket) => ({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
    close: async () => {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** REDIS_URL for tests: TEST_REDIS_URL, else the local default; null when nothing answers. */
export async function testRedisUrl (): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return url
  } catch {
    return null
  } finally {
    client.disconnect()
  }
}

export interface Received { subject: string; from: string; to: string; html: string; text: string; messageId: string; attachments: Array<{ filename?: string; content: Buffer }> }

/** A test SMTP server's options: no TLS, no login. */
export const TEST_SMTP_OPTIONS = {
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // no reverse DNS lookup of 127.0.0.1 per connection (a machine without a resolver waits it out), and
  // close() ends the mailer's idle pooled connections at once instead of after 30 s
  disableReverseLookup: true,
  closeTimeout: 200
}

/** A real SMTP server in the process (no TLS), collecting parsed messages. */
export async function startSmtp (port: number): Promise<{ received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = []
  const server = new smtp.SMTPServer({
    ...TEST_SMTP_OPTIONS,
    onData (stream, _session, done) {
      mailparser.simpleParser(stream).then((m) => {
        received.push({ subject: m.subject ?? '', from: m.from?.text ?? '', to: (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).map((a) => a.text).join(', '), html: typeof m.html === 'string' ? m.html : '', text: m.text ?? '', messageId: m.messageId ?? '', attachments: m.attachments })
        done()
      }, done)
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/**
 * A real SMTP server in the process (no TLS) that hands each message's raw text to `onMail`, which calls
 * `done` when the server may accept it (a test can hold a message back).
 */
export async function rawSmtp (port: number, onMail: (raw: string, done: (err?: Error | null) => void) => void): Promise<{ close: () => Promise<void> }> {
  const server = new smtp.SMTPServer({
    ...TEST_SMTP_OPTIONS,
    onData (stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => onMail(Buffer.concat(chunks).toString('utf8'), done))
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { close: () => new Promise((resolve) => server.close(() => resolve())) }
}

export async function waitFor (check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}
