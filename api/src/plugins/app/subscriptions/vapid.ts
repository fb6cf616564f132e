import fs from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { AppConfig } from '../../../config.js'

interface VapidKeys { publicKey: string; privateKey: string }

function read (file: string): VapidKeys | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (typeof parsed === 'object' && parsed !== null && 'publicKey' in parsed && 'privateKey' in parsed &&
      typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') return { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
    return null
  } catch {
    return null
  }
}

/**
 * The VAPID key pair (issue 33): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else DATA_DIR/vapid.json,
 * generated on the first start. The file is created exclusively, so of instances starting at once on one
 * DATA_DIR all end up with the first one's pair (as the JWT secret is: config.ts `withJwtSecret`).
 * Instances that share no DATA_DIR must set the keys in the environment.
 */
export function vapidKeys (config: AppConfig): VapidKeys {
  if (config.vapid) return config.vapid
  const file = path.join(config.dataDir, 'vapid.json')
  const stored = read(file)
  if (stored) return stored
  fs.mkdirSync(config.dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()) + '\n', { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if (!(typeof err === 'object' && err !== null && 'code' in err && err.code === 'EEXIST')) throw err
  }
  // the writer of an exclusive create may not have finished writing when another reads: wait for it
  for (let i = 0; i < 50; i++) {
    const keys = read(file)
    if (keys) return keys
    const until = Date.now() + 20
    while (Date.now() < until) { /* a start-up wait of at most one second */ }
  }
  throw new Error(`${file} holds no VAPID key pair: delete it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`)
}
