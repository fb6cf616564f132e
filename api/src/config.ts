import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import { DEFAULT_TIME_ZONE, isTimeZone } from './lib/dates.js'
import { parsePublicOrigins, type PublicOrigins } from './lib/origins.js'

/** Repo root = parent of api/ (this file lives in api/src or api/dist). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

import { REMOTE_NAMES, type RemoteName } from '@school/shared/contract'

// the contract names the remotes (routes/web.ts and the renderer take them from here)
export { REMOTE_NAMES, type RemoteName }

const Bool = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0'), Type.Literal('')])

/** The environment, as strings, before defaults are applied. Unknown variables are ignored. */
const EnvSchema = Type.Object({
  PORT: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(mysql2?://.+|sqlite:.+|)$' })),
  JWT_SECRET: Type.Optional(Type.String()),
  JWT_EXPIRES_IN: Type.Optional(Type.String({ pattern: '^([0-9]+[smhd]?|)$' })),
  ADMIN_EMAIL: Type.Optional(Type.String()),
  ADMIN_PASSWORD: Type.Optional(Type.String()),
  ADMIN_NAME: Type.Optional(Type.String()),
  SEED_DEMO: Type.Optional(Bool),
  WOMEN_HOST: Type.Optional(Type.String()),
  PUBLIC_ORIGINS: Type.Optional(Type.String()),
  CONSOLE_ORIGIN: Type.Optional(Type.String({ pattern: '^(https?://[^/?#]+|)$' })),
  WEB_ROOT: Type.Optional(Type.String()),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^(smtps?://.+|)$' })),
  MAIL_FROM: Type.Optional(Type.String()),
  MAIL_TO: Type.Optional(Type.String()),
  RECAPTCHA_SECRET: Type.Optional(Type.String()),
  RECAPTCHA_SITE_KEY: Type.Optional(Type.String()),
  UPLOAD_GRACE_HOURS: Type.Optional(Type.String({ pattern: '^([0-9]+(\\.[0-9]+)?|)$' })),
  UPLOAD_ANON_GRACE_HOURS: Type.Optional(Type.String({ pattern: '^([0-9]+(\\.[0-9]+)?|)$' })),
  UPLOAD_QUARANTINE_MAX_MB: Type.Optional(Type.String({ pattern: '^([0-9]+(\\.[0-9]+)?|)$' })),
  UPLOAD_ANON_MB_PER_IP_DAY: Type.Optional(Type.String({ pattern: '^([0-9]+(\\.[0-9]+)?|)$' })),
  UPLOAD_ANON_MB_PER_DAY: Type.Optional(Type.String({ pattern: '^([0-9]+(\\.[0-9]+)?|)$' })),
  LOG_LEVEL: Type.Optional(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent', ''].map((l) => Type.Literal(l)))),
  TRUST_PROXY: Type.Optional(Type.String()),
  RATE_LIMIT_LOGIN_PER_MINUTE: Type.Optional(Type.String({ pattern: '^([0-9]+|)$' })),
  RATE_LIMIT_SUBMIT_PER_MINUTE: Type.Optional(Type.String({ pattern: '^([0-9]+|)$' })),
  RATE_LIMIT_UPLOAD_PER_MINUTE: Type.Optional(Type.String({ pattern: '^([0-9]+|)$' })),
  RATE_LIMIT_VITALS_PER_MINUTE: Type.Optional(Type.String({ pattern: '^([0-9]+|)$' })),
  VITALS_SAMPLE_RATE: Type.Optional(Type.String({ pattern: '^(0(\\.[0-9]+)?|1(\\.0+)?|\\.[0-9]+|)$' })),
  TIME_ZONE: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^(rediss?://.+|)$' })),
  REDIS_KEY_PREFIX: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9:._-]{0,40}$' })),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9]|)$' })),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^(https?://.+|)$' })),
  S3_REGION: Type.Optional(Type.String()),
  S3_FORCE_PATH_STYLE: Type.Optional(Bool),
  AWS_ACCESS_KEY_ID: Type.Optional(Type.String()),
  AWS_SECRET_ACCESS_KEY: Type.Optional(Type.String()),
  PUBLIC_FILES_URL: Type.Optional(Type.String({ pattern: '^(https?://.+|/.*|)$' })),
  OUTBOX_LEASE_SECONDS: Type.Optional(Type.String({ pattern: '^([0-9]+|)$' })),
  SHUTDOWN_DRAIN_SECONDS: Type.Optional(Type.String({ pattern: '^([0-9]+(\\.[0-9]+)?|)$' })),
  VAPID_PUBLIC_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]*$' })),
  VAPID_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]*$' })),
  VAPID_SUBJECT: Type.Optional(Type.String({ pattern: '^((mailto:|https://).+|)$' })),
  SMS_URL: Type.Optional(Type.String({ pattern: '^(https?://.+|)$' })),
  SMS_TOKEN: Type.Optional(Type.String()),
  SMS_FROM: Type.Optional(Type.String()),
  SMS_INBOUND_SECRET: Type.Optional(Type.String()),
  RESULTS_LOOKUPS_PER_IP_PER_MINUTE: Type.Optional(Type.String()),
  RESULTS_LOOKUPS_PER_SYMBOL_PER_MINUTE: Type.Optional(Type.String()),
  RESULTS_RENDER_THREADS: Type.Optional(Type.String({ pattern: '^([0-9]+|)$' }))
})

/** A captcha check: resolves true when the token is valid. Injectable so tests use a stub. */
export type CaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>

export interface RateLimits {
  /** login attempts per IP per minute */
  loginPerIp: number
  /** failed logins per account before it is locked for `accountLockMinutes` */
  loginFailuresPerAccount: number
  accountLockMinutes: number
  /** public submissions (registration, contact, career apply) per IP per minute */
  submitPerIp: number
  /** anonymous uploads per IP per minute */
  uploadPerIp: number
}

/** Where file bytes live: the local folders (default) or an S3-compatible bucket. */
export interface S3Settings {
  bucket: string
  /** unset: AWS's own endpoint for the region */
  endpoint: string | null
  region: string
  forcePathStyle: boolean
  /** unset: the SDK's default chain (environment, shared files, instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | null
}

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  uploadDir: string
  privateDir: string
  /** anonymous uploads wait here, unserved, until a create claims them */
  quarantineDir: string
  databaseUrl: string | null
  /** JWT_SECRET, else the one stored in DATA_DIR; '' until start-up generates it (withJwtSecret) */
  jwtSecret: string
  jwtExpiresIn: string
  admin: { email: string | null; password: string | null; name: string }
  seedDemo: boolean
  womenHost: string
  /** PUBLIC_ORIGINS: the origins pages and caches may be built for (null: the local hosts, any port); see lib/origins.ts */
  publicOrigins: PublicOrigins
  /**
   * where the console is served (scheme://host[:port]): a password-reset mail links there. Never
   * taken from the request's Host, which the requester chooses.
   */
  consoleOrigin: string
  webRoot: string
  remoteUrls: Record<RemoteName, string>
  smtpUrl: string | null
  mailFrom: string
  mailTo: string
  recaptchaSecret: string | null
  recaptchaSiteKey: string
  uploadGraceHours: number
  /** unclaimed anonymous uploads are removed sooner */
  uploadAnonGraceHours: number
  /** total bytes that unclaimed anonymous uploads may hold; past it uploads answer 503 */
  uploadQuarantineMaxBytes: number
  /** bytes anonymous callers may upload per IP per day, claimed or not (past it: 429) */
  uploadAnonBytesPerIpDay: number
  /** bytes all anonymous callers together may upload per day (past it: 503) */
  uploadAnonBytesPerDay: number
  logLevel: string
  /** false, a hop count, or the proxies' addresses/CIDRs; never `true` (see parseTrustProxy) */
  trustProxy: false | number | string[]
  rateLimits: RateLimits
  /**
   * Real-user monitoring (issue 36): the share of page views whose browser reports its Web Vitals
   * (VITALS_SAMPLE_RATE, 0–1), and how many beacons an IP may send a minute.
   */
  vitals: { sampleRate: number; perIpPerMinute: number }
  /**
   * Results day (issue 37): public lookups and marksheets per IP and per symbol number a minute
   * (RESULTS_LOOKUPS_PER_IP_PER_MINUTE, RESULTS_LOOKUPS_PER_SYMBOL_PER_MINUTE), SMS lookups per sender
   * an hour, the secret the SMS gateway signs its inbound webhook with (SMS_INBOUND_SECRET; unset,
   * SMS lookups are off), and the worker threads that render marksheets (RESULTS_RENDER_THREADS; default
   * the machine's cores: several instances on one machine should share them out).
   */
  results: { lookupsPerIp: number; lookupsPerSymbol: number; smsPerSenderPerHour: number; smsInboundSecret: string | null; renderThreads: number }
  /** the school's IANA zone: "today" for events and notices, and how instants are shown */
  timeZone: string
  /** replaces the Google check; when set, captcha is on even without RECAPTCHA_SECRET */
  captchaVerifier?: CaptchaVerifier
  /** outbox: first retry delay; doubles each attempt up to `outboxMaxDelayMs` */
  outboxBaseDelayMs: number
  outboxMaxDelayMs: number
  /** background timers (outbox, upload GC); tests switch them off and call the jobs directly */
  backgroundJobs: boolean
  /** how often the scheduled-publishing job runs (tests shorten it) */
  publishCheckMs?: number
  /** warnings that could only be produced before a logger existed (e.g. generated secret) */
  startupWarnings: string[]
  /** true when the JWT secret came from DATA_DIR/jwt-secret (generated), not from JWT_SECRET */
  jwtSecretGenerated: boolean
  /** this process, in lease rows and the instance list: host, pid and a random part */
  instanceId: string
  /** REDIS_URL: shared rate limits, login throttle and cache invalidation; null = in-process */
  redisUrl: string | null
  /** prefix of every Redis key and channel, so several sites can share one Redis */
  redisPrefix: string
  /** S3 settings when S3_BUCKET is set; null = local folders */
  s3: S3Settings | null
  /** public files: redirect /uploads/<name> to `${publicFilesUrl}/<name>` instead of streaming them */
  publicFilesUrl: string | null
  /** how long a claimed outbox row stays claimed before another instance may retry it */
  outboxLeaseMs: number
  /** on SIGTERM: answer /api/health with 503 for this long before closing, so a proxy stops sending */
  shutdownDrainMs: number
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: generated on first start into DATA_DIR/vapid.json */
  vapid: { publicKey: string; privateKey: string } | null
  /** VAPID_SUBJECT: who push services may contact (mailto: or https:); MAIL_FROM's address by default */
  vapidSubject: string
  /** SMS_URL, SMS_TOKEN, SMS_FROM: an HTTP gateway shaped like Sparrow SMS; null: SMS stays in the outbox */
  sms: { url: string; token: string; from: string } | null
}

export type Env = Static<typeof EnvSchema>

function folderName (remote: RemoteName): string {
  return remote.replace(/_/g, '-')
}

/** DATA_DIR/jwt-secret, where a generated secret is kept when JWT_SECRET is not set. */
function secretFile (dataDir: string): string {
  return path.join(dataDir, 'jwt-secret')
}

/** The stored secret, if a start before this one generated it. Reads only. */
function storedSecret (dataDir: string): string | null {
  try {
    const s = fs.readFileSync(secretFile(dataDir), 'utf8').trim()
    return s.length >= 32 ? s : null
  } catch {
    return null
  }
}

/**
 * Start-up's one write that configuration needs: with JWT_SECRET unset and no secret stored yet,
 * generate one into DATA_DIR/jwt-secret (created exclusively, so of two processes starting at
 * once both end up with the first one's). `loadConfig` itself only reads.
 */
export function withJwtSecret (config: AppConfig): AppConfig {
  if (config.jwtSecret) return config
  const file = secretFile(config.dataDir)
  fs.mkdirSync(config.dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if (!(typeof err === 'object' && err !== null && 'code' in err && err.code === 'EEXIST')) throw err
  }
  const jwtSecret = storedSecret(config.dataDir)
  if (!jwtSecret) throw new Error(`${file} holds no usable secret (32 characters or more): delete it, or set JWT_SECRET`)
  const warning = `JWT_SECRET is not set: generated one and stored it in ${file}. Set JWT_SECRET in production.`
  return { ...config, jwtSecret, startupWarnings: [...config.startupWarnings, warning] }
}

function bool (v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt
  return v === 'true' || v === '1'
}

function orNull (v: string | undefined): string | null {
  return v === undefined || v === '' ? null : v
}

/**
 * Reads and validates the environment once. Throws with every problem listed,
 * so a bad deployment fails at start rather than on the first request.
 */
export function loadConfig (env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const v = env[key]
    if (v !== undefined) raw[key] = v
  }
  if (!Value.Check(EnvSchema, raw)) {
    const problems = [...Value.Errors(EnvSchema, raw)].map((e) => `${e.instancePath.slice(1) || 'env'} ${e.message}`)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`)
  }
  const e: Env = raw
  const dataDir = resolveFromRoot(e.DATA_DIR || 'data')
  const port = Number(e.PORT || 8080)
  if (port > 65535) throw new Error('Invalid configuration: PORT must be 0-65535')
  const remoteUrl = (r: RemoteName): string => env[`REMOTE_URL_${r.toUpperCase()}`] || `/remotes/${folderName(r)}/mf-manifest.json`
  const remoteUrls: Record<RemoteName, string> = {
    mf_public_school: remoteUrl('mf_public_school'),
    mf_public_women: remoteUrl('mf_public_women'),
    mf_admin_school: remoteUrl('mf_admin_school'),
    mf_admin_women: remoteUrl('mf_admin_women')
  }
  const timeZone = e.TIME_ZONE || DEFAULT_TIME_ZONE
  if (!isTimeZone(timeZone)) throw new Error(`Invalid configuration: TIME_ZONE ${timeZone} is not an IANA time zone (e.g. Asia/Kathmandu)`)
  const jwtSecretGenerated = overrides.jwtSecret === undefined && !e.JWT_SECRET
  const publicOrigins = parsePublicOrigins(e.PUBLIC_ORIGINS ?? '')
  // '' when none is set or stored yet: start-up generates it (withJwtSecret)
  const jwtSecret = overrides.jwtSecret ?? (e.JWT_SECRET || storedSecret(dataDir) || '')
  if (!jwtSecretGenerated && jwtSecret.length < 16) throw new Error('Invalid configuration: JWT_SECRET must be at least 16 characters')
  const s3 = s3Settings(e)
  const publicFilesUrl = orNull(e.PUBLIC_FILES_URL)?.replace(/\/+$/, '') ?? null
  if (publicFilesUrl && !s3) {
    throw new Error('Invalid configuration: PUBLIC_FILES_URL needs S3_BUCKET (it names where the bucket\'s public files are served, e.g. a CDN in front of it)')
  }

  return {
    port,
    host: e.HOST || '0.0.0.0',
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    privateDir: path.join(dataDir, 'private'),
    quarantineDir: path.join(dataDir, 'quarantine'),
    databaseUrl: orNull(e.DATABASE_URL),
    jwtSecret,
    jwtExpiresIn: e.JWT_EXPIRES_IN || '8h',
    admin: { email: orNull(e.ADMIN_EMAIL), password: orNull(e.ADMIN_PASSWORD), name: e.ADMIN_NAME || 'Administrator' },
    seedDemo: bool(e.SEED_DEMO, true),
    womenHost: e.WOMEN_HOST || 'women.localhost',
    publicOrigins,
    consoleOrigin: e.CONSOLE_ORIGIN || publicOrigins?.[0]?.origin || `http://localhost:${port}`,
    webRoot: resolveFromRoot(e.WEB_ROOT || '.'),
    remoteUrls,
    smtpUrl: orNull(e.SMTP_URL),
    mailFrom: e.MAIL_FROM || 'School Website <no-reply@school.test>',
    mailTo: e.MAIL_TO || 'office@school.test',
    recaptchaSecret: orNull(e.RECAPTCHA_SECRET),
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY || '',
    uploadGraceHours: e.UPLOAD_GRACE_HOURS ? Number(e.UPLOAD_GRACE_HOURS) : 24,
    uploadAnonGraceHours: e.UPLOAD_ANON_GRACE_HOURS ? Number(e.UPLOAD_ANON_GRACE_HOURS) : 2,
    uploadQuarantineMaxBytes: Math.round((e.UPLOAD_QUARANTINE_MAX_MB ? Number(e.UPLOAD_QUARANTINE_MAX_MB) : 500) * 1024 * 1024),
    uploadAnonBytesPerIpDay: Math.round((e.UPLOAD_ANON_MB_PER_IP_DAY ? Number(e.UPLOAD_ANON_MB_PER_IP_DAY) : 60) * 1024 * 1024),
    uploadAnonBytesPerDay: Math.round((e.UPLOAD_ANON_MB_PER_DAY ? Number(e.UPLOAD_ANON_MB_PER_DAY) : 2000) * 1024 * 1024),
    logLevel: e.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(e.TRUST_PROXY ?? ''),
    rateLimits: {
      loginPerIp: positiveInt(e.RATE_LIMIT_LOGIN_PER_MINUTE, 20),
      loginFailuresPerAccount: 5,
      accountLockMinutes: 15,
      submitPerIp: positiveInt(e.RATE_LIMIT_SUBMIT_PER_MINUTE, 10),
      uploadPerIp: positiveInt(e.RATE_LIMIT_UPLOAD_PER_MINUTE, 30)
    },
    vitals: {
      sampleRate: e.VITALS_SAMPLE_RATE ? Number(e.VITALS_SAMPLE_RATE) : 0.25,
      perIpPerMinute: positiveInt(e.RATE_LIMIT_VITALS_PER_MINUTE, 120)
    },
    timeZone,
    outboxBaseDelayMs: 30_000,
    outboxMaxDelayMs: 60 * 60_000,
    backgroundJobs: true,
    startupWarnings: [],
    jwtSecretGenerated,
    instanceId: `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
    redisUrl: orNull(e.REDIS_URL),
    redisPrefix: e.REDIS_KEY_PREFIX || 'school:',
    s3,
    publicFilesUrl,
    outboxLeaseMs: positiveInt(e.OUTBOX_LEASE_SECONDS, 120) * 1000,
    shutdownDrainMs: Math.round(Number(e.SHUTDOWN_DRAIN_SECONDS || 0) * 1000),
    vapid: vapidKeys(e),
    vapidSubject: e.VAPID_SUBJECT || `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM ?? '')?.[1] ?? (e.MAIL_FROM?.trim() || 'no-reply@school.test')}`,
    results: {
      lookupsPerIp: positiveInt(e.RESULTS_LOOKUPS_PER_IP_PER_MINUTE, 60),
      lookupsPerSymbol: positiveInt(e.RESULTS_LOOKUPS_PER_SYMBOL_PER_MINUTE, 10),
      smsPerSenderPerHour: 10,
      smsInboundSecret: orNull(e.SMS_INBOUND_SECRET),
      renderThreads: positiveInt(e.RESULTS_RENDER_THREADS, os.availableParallelism())
    },
    sms: e.SMS_URL ? { url: e.SMS_URL, token: e.SMS_TOKEN ?? '', from: e.SMS_FROM ?? '' } : null,
    ...overrides
  }
}

function vapidKeys (e: Env): AppConfig['vapid'] {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) throw new Error('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither')
  return e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null
}

function s3Settings (e: Env): S3Settings | null {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).filter((k) => e[k])
    if (stray.length > 0) throw new Error(`Invalid configuration: ${stray.join(', ')} set without S3_BUCKET`)
    return null
  }
  const id = e.AWS_ACCESS_KEY_ID ?? ''
  const secret = e.AWS_SECRET_ACCESS_KEY ?? ''
  if (Boolean(id) !== Boolean(secret)) throw new Error('Invalid configuration: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither')
  return {
    bucket: e.S3_BUCKET,
    endpoint: orNull(e.S3_ENDPOINT),
    region: e.S3_REGION || 'us-east-1',
    forcePathStyle: bool(e.S3_FORCE_PATH_STYLE, false),
    credentials: id ? { accessKeyId: id, secretAccessKey: secret } : null
  }
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY: how many proxies sit in front (a hop count), or their addresses/CIDRs. `true`
 * would trust every X-Forwarded-For entry, letting any client pick the IP its rate limits and
 * login throttle are keyed on, so it is refused.
 */
export function parseTrustProxy (value: string): false | number | string[] {
  const v = value.trim()
  if (v === '' || v === 'false' || v === '0') return false
  if (v === 'true') {
    throw new Error('Invalid configuration: TRUST_PROXY=true would let any client choose its IP address through X-Forwarded-For. ' +
      'Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8).')
  }
  if (/^[0-9]+$/.test(v)) return Number(v)
  const entries = v.split(',').map((x) => x.trim()).filter(Boolean)
  const bad = entries.filter((x) => !PROXY_RANGES.has(x) && !isAddressOrCidr(x))
  if (bad.length > 0 || entries.length === 0) {
    throw new Error(`Invalid configuration: TRUST_PROXY must be a hop count or proxy addresses/CIDRs, not "${bad.join(', ') || v}"`)
  }
  // 0.0.0.0/0 or ::/0 trusts every peer: the same as the refused `true`
  const everything = entries.filter((x) => /\/0+$/.test(x))
  if (everything.length > 0) {
    throw new Error(`Invalid configuration: TRUST_PROXY=${everything.join(',')} covers every address, which would let any client choose its IP ` +
      'and its host through X-Forwarded-For and X-Forwarded-Host, like TRUST_PROXY=true. Name the proxies (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8) or count them (TRUST_PROXY=1).')
  }
  return entries
}

function isAddressOrCidr (x: string): boolean {
  const [addr, bits, ...rest] = x.split('/')
  const family = net.isIP(addr ?? '')
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/** A whole number from the environment, or the default when unset, empty or zero. */
function positiveInt (value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * Relative paths in the configuration (DATA_DIR, WEB_ROOT) are relative to the repository
 * root, whatever the working directory: the server, the CLI and the scripts all start in
 * different folders, and a path that resolved differently once sent a backup to an empty
 * database.
 */
export function resolveFromRoot (p: string): string {
  return path.resolve(REPO_ROOT, p)
}

/** Loads <repo>/.env when present; variables already in the environment win. */
export function loadDotEnv (file = path.join(REPO_ROOT, '.env')): void {
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

export function remoteFolder (remote: RemoteName): string {
  return folderName(remote)
}
