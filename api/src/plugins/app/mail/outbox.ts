import fp from 'fastify-plugin'
import nodemailer, { type Transporter } from 'nodemailer'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { againOnDeadlock, createOutboxRepository, type NewOutboxRow, type OutboxAttachment, type OutboxMessage } from './outbox-repository.js'
import { nameForType } from '../../../lib/upload-kinds.js'
import { errorMessage } from '../../../lib/errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: ReturnType<typeof createMailer>
  }
}

export interface NewMail {
  kind: string
  subject: string
  html: string
  text: string
  /** only references to uploads we stored; resolved at send time, never a client path */
  attachments?: OutboxAttachment[]
  to?: string
  /** extra mail headers (List-Unsubscribe) */
  headers?: Record<string, string>
}

/**
 * Delivers an outbox message of one kind by another channel than SMTP (push, SMS: issue 33). Such
 * messages keep the outbox's properties (claimed under a lease, handed off once, retried with back-off);
 * a sender that throws has the message retried.
 */
export type OutboxSender = (m: OutboxMessage) => Promise<void>

/** Messages sent at once by one instance, each over its own pooled SMTP connection. */
const SEND_CONCURRENCY = 4
/** Messages claimed in one round trip. */
const CLAIM_BATCH = 16
/** A row handed to SMTP whose holder has not renewed it for this many leases is taken as abandoned (the holder died). */
const ABANDON_LEASES = 4

/** First retry after `base`, doubling each time, never more than `max` apart. */
export function backoffMs (attempts: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), max)
}

function createMailer (app: FastifyInstance) {
  const repo = createOutboxRepository(app)
  const { smtpUrl, mailFrom, mailTo, outboxBaseDelayMs, outboxMaxDelayMs, outboxLeaseMs, instanceId } = app.config
  // the Message-ID names the outbox row, so a copy sent twice (see docs/scaling.md) is recognisable
  const messageDomain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'school.invalid'
  // the timeouts are transport options, next to the URL (a second argument would be message defaults)
  const transport: Transporter | null = smtpUrl
    // pooled: a connection per message (TCP, greeting, EHLO) held the drain to ~25 mails a second
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SEND_CONCURRENCY, maxMessages: 1000, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15000 })
    : null
  /** kinds delivered by a sender of their own rather than by SMTP */
  const senders = new Map<string, OutboxSender>()
  /** what this instance can deliver: everything with SMTP, else only the other channels' kinds */
  const deliverable = (): string[] | null => (transport ? null : [...senders.keys()])
  let running: Promise<number> | null = null
  /** set on close: a run in progress finishes the message in hand and claims no more */
  let stopping = false

  async function attachmentsFor (list: OutboxAttachment[]) {
    const out = []
    for (const a of list) {
      const upload = await app.files.find(a.ref)
      // A file deleted since the message was queued is skipped rather than blocking the mail forever.
      if (!upload) continue
      out.push({ filename: nameForType(upload.originalName, upload.name.split('.').pop()!), contentType: upload.mime, content: await app.files.storage.read(upload.area, upload.name) })
    }
    return out
  }

  type From = string | { name: string; address: string }

  /**
   * The sender: MAIL_FROM's address under the school's name from its settings (issue 31), so a renamed
   * school's mails say so; MAIL_FROM as written while the school has no name.
   */
  async function sender (): Promise<From> {
    const name = (await app.settingsRepository.get('school')).name.trim()
    const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
    return name ? { name, address } : mailFrom
  }

  /** `from`: the batch's sender, read once for the batch (see `processDueOnce`) */
  async function send (m: OutboxMessage, from: () => Promise<From>): Promise<void> {
    const other = senders.get(m.kind)
    if (other) return other(m)
    if (!transport) throw new Error('SMTP_URL is not set')
    await transport.sendMail({
      messageId: `<${m._id}@${messageDomain}>`,
      from: await from(), to: m.toAddress, subject: m.subject, html: m.html, text: m.text,
      attachments: await attachmentsFor(m.attachments),
      ...(m.headers ? { headers: m.headers } : {})
    })
  }

  const leaseFrom = (now: Date) => new Date(now.getTime() + outboxLeaseMs).toISOString()

  /**
   * One claimed message, handed to SMTP at most once (issue 34, finding 6). The claim's lease only
   * decides who may send; the hand-off (`pending` → `sending`, conditional on still holding the claim)
   * decides that this instance does. A holder made slow (a busy CPU, a slow database) whose lease ran
   * out and whose row another instance claimed finds the hand-off refused and sends nothing; a row once
   * handed off is not claimed again while its holder renews it, nor for ABANDON_LEASES leases after
   * the renewals stop (the holder died mid-send: then it is sent again, under the same Message-ID).
   */
  async function deliver (m: OutboxMessage, at: Date | undefined, from: () => Promise<From>): Promise<boolean> {
    const renew = setInterval(() => {
      repo.renewLease(m._id, instanceId, leaseFrom(at ?? new Date()))
        .catch((err: Error) => app.log.warn({ err, id: m._id }, 'outbox: lease renewal failed'))
    }, Math.max(500, outboxLeaseMs / 3))
    try {
      if (!(await repo.handOff(m._id, instanceId, leaseFrom(at ?? new Date())))) {
        app.log.warn({ id: m._id }, 'outbox: the claim ran out before the mail was sent, and another instance has it; not sent here')
        return false
      }
      try {
        await send(m, from)
      } catch (err) {
        const attempts = m.attempts + 1
        const next = new Date((at ?? new Date()).getTime() + backoffMs(attempts, outboxBaseDelayMs, outboxMaxDelayMs)).toISOString()
        await repo.markFailed(m._id, instanceId, attempts, next, errorMessage(err))
        app.log.warn({ id: m._id, attempts, next }, `mail not sent, will retry: ${errorMessage(err)}`)
        return false
      }
      // an unrecorded send would be sent again once abandoned: a failing database is retried a few times
      for (let i = 0; ; i++) {
        try {
          if (!(await repo.markSent(m._id, instanceId))) app.log.warn({ id: m._id }, 'outbox: mail sent after its row was taken as abandoned (raise OUTBOX_LEASE_SECONDS)')
          break
        } catch (err) {
          if (i >= 4) {
            app.log.error({ err, id: m._id }, 'outbox: mail sent but not recorded; it will be sent again under the same Message-ID')
            break
          }
          await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** i))
        }
      }
      return true
    } finally {
      clearInterval(renew)
    }
  }

  /**
   * Claims due messages CLAIM_BATCH at a time and sends them SEND_CONCURRENCY at a time over pooled SMTP
   * connections, each under its own lease (OUTBOX_LEASE_SECONDS) counted from its claim, so every instance can run this at once
   * and each message goes out once. A run takes the messages due when it started (one that fails now
   * waits for its retry time, not the next turn of this loop) and drains them all. `at` fixes the
   * clock (tests); by default each claim reads the time afresh for its lease, as a long run must.
   */
  async function processDueOnce (at: Date | undefined, limit = Number.POSITIVE_INFINITY): Promise<number> {
    let sent = 0
    let claims = 0
    const dueBy = (at ?? new Date()).toISOString()
    while (claims < limit && !stopping) {
      const now = at ?? new Date()
      const abandonedBefore = new Date(now.getTime() - ABANDON_LEASES * outboxLeaseMs).toISOString()
      const batch = await repo.claimBatch(Math.min(CLAIM_BATCH, limit - claims), dueBy, now.toISOString(), leaseFrom(now), instanceId, abandonedBefore, deliverable())
      if (batch.length === 0) break
      claims += batch.length
      // the school's name once per batch, not once per mail: a query less for each of a broadcast's mails.
      // A failed read fails only the mail that asked (it is retried later); the next mail reads again.
      let read: Promise<From> | null = null
      const from = () => (read ??= sender().catch((err: unknown) => { read = null; throw err }))
      // SEND_CONCURRENCY at a time; a stop lets the ones in hand finish and hands off no more
      const queue = [...batch]
      await Promise.all(Array.from({ length: SEND_CONCURRENCY }, async () => {
        while (!stopping && queue.length > 0) if (await deliver(queue.shift()!, at, from)) sent++
      }))
      // rows a stop left unsent go back at once, rather than waiting out their lease
      if (queue.length > 0) await repo.release(queue.map((m) => m._id), instanceId)
    }
    return sent
  }

  const toRow = (mail: NewMail): NewOutboxRow => ({
    kind: mail.kind, toAddress: mail.to ?? mailTo, subject: mail.subject, html: mail.html, text: mail.text,
    attachments: mail.attachments ?? [], ...(mail.headers ? { headers: mail.headers } : {})
  })

  const kick = () => {
    setImmediate(() => { api.processDue().catch((err) => app.log.warn({ err }, 'outbox run failed')) })
  }
  /** After messages were stored: a run soon when something can send them, else a line saying they wait. */
  const sendSoon = (mails: NewMail[]) => {
    if (mails.length === 0) return
    if (transport || mails.some((m) => senders.has(m.kind))) kick()
    else app.log.info({ kinds: [...new Set(mails.map((m) => m.kind))] }, 'SMTP_URL is not set: mail kept in the outbox')
  }

  const api = {
    enabled: transport !== null,
    /** Delivers messages of `kind` through `send` instead of SMTP (push, SMS). */
    addSender (kind: string, deliver: OutboxSender): void {
      senders.set(kind, deliver)
    },
    /** Starts a run soon (messages were queued by another path than `enqueue`). */
    kick,
    /** Stores the message; sending happens after, so a failed send never loses it. */
    async enqueue (mail: NewMail): Promise<string> {
      const [id] = await repo.insertMany([toRow(mail)])
      sendSoon([mail])
      return id!
    },
    /**
     * Runs `write` (a submission's row) and queues `mails` in one transaction: both are stored or neither.
     * The transaction is tried again whole when InnoDB picked it as a deadlock victim (its inserts against
     * another instance's claims); sending starts once it has committed and `settle` (what the commit
     * allows, such as moving the submission's files where its mails read them) has run. Returns what
     * `write` returned.
     */
    async enqueueWith<T> (mails: NewMail[], write: (trx: Knex.Transaction) => Promise<T>, settle?: () => Promise<void>): Promise<T> {
      const result = await againOnDeadlock(() => app.knex.transaction(async (trx) => {
        const written = await write(trx)
        await repo.insertMany(mails.map(toRow), trx)
        return written
      }))
      try {
        await settle?.()
      } finally {
        sendSoon(mails)
      }
      return result
    },
    /** Sends every message whose retry time has come; one run at a time. Returns how many were sent. */
    async processDue (now?: Date): Promise<number> {
      if (!transport && senders.size === 0) return 0
      while (running) await running.catch(() => 0)
      running = processDueOnce(now)
      try {
        return await running
      } finally {
        running = null
      }
    },
    /** Claims nothing more and waits for the message being sent (if any). */
    async stop (): Promise<void> {
      stopping = true
      while (running) await running.catch(() => 0)
    },
    messages: () => repo.all(),
    /** queues messages with other writes of `db` (a transaction), in batches; `kick` sends them after the commit */
    insert: (ms: NewOutboxRow[], db: Knex) => repo.insertMany(ms, db),
    pendingAttachmentRefs: () => repo.pendingAttachmentRefs(),
    close: () => transport?.close()
  }
  return api
}

export default fp(async (app) => {
  const mailer = createMailer(app)
  app.decorate('mailer', mailer)
  app.files.addRefSource(mailer.pendingAttachmentRefs)
  if (!mailer.enabled) app.log.info('mail: SMTP_URL is not set, messages are stored in the outbox and logged')
  // with no SMTP the timer still runs for the kinds other senders deliver (push, SMS: issue 33)
  if (app.config.backgroundJobs) {
    // every 15 s, or sooner with a short lease, so a dead instance's claims are retried promptly
    const timer = setInterval(() => {
      mailer.processDue().catch((err) => app.log.warn({ err }, 'outbox run failed'))
    }, Math.min(15_000, Math.max(1_000, app.config.outboxLeaseMs / 2)))
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }
  app.addHook('onClose', async () => {
    // let the message being sent finish before the database goes away; claim no more
    await mailer.stop()
    mailer.close()
  })
}, { name: 'mail', dependencies: ['config', 'knex', 'files'] })
