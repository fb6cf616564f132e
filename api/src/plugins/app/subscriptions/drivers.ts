import webpush from 'web-push'
import type { PushSubscriptionJson } from '@school/shared/contract'

/*
 * The channels' drivers (issue 33): each an interface with a real driver here; the tests' local fakes
 * are servers on 127.0.0.1 (a push service, an SMS gateway) that these same drivers talk to.
 */

/** Sends one encrypted push message; 'gone' when the push service says the subscription has ended (404, 410). */
export interface PushDriver {
  send: (subscription: PushSubscriptionJson, payload: string, ttlSeconds: number) => Promise<'sent' | 'gone'>
}

/** Sends one text message to a phone number. */
export interface SmsDriver {
  send: (to: string, text: string) => Promise<void>
}

const TIMEOUT_MS = 15_000

/**
 * Web Push through the `web-push` package: the payload encrypted per RFC 8291 (aes128gcm) and signed
 * with the VAPID keys (RFC 8292); the request it describes is sent with fetch.
 */
export function webPushDriver (vapid: { publicKey: string; privateKey: string; subject: string }): PushDriver {
  return {
    async send (subscription, payload, ttlSeconds) {
      const req = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, payload, {
        vapidDetails: vapid, TTL: ttlSeconds, contentEncoding: 'aes128gcm'
      })
      const res = await fetch(req.endpoint, { method: req.method, headers: req.headers, body: req.body ? new Uint8Array(req.body) : null, signal: AbortSignal.timeout(TIMEOUT_MS) })
      await res.arrayBuffer().catch(() => null)
      if (res.status === 404 || res.status === 410) return 'gone'
      if (!res.ok) throw new Error(`push service answered ${res.status}`)
      return 'sent'
    }
  }
}

/** An HTTP SMS gateway shaped like Sparrow SMS's: a form POST of token, from, to and text (SMS_URL, SMS_TOKEN, SMS_FROM). */
export function httpSmsDriver (gateway: { url: string; token: string; from: string }): SmsDriver {
  return {
    async send (to, text) {
      const res = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: gateway.token, from: gateway.from, to, text }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS)
      })
      const answer = await res.text().catch(() => '')
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}: ${answer.slice(0, 200)}`)
    }
  }
}

/** GSM 03.38's basic characters (one unit each) and its extension (two units: an escape and the character). */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€'

/** How long a text is as one SMS: GSM units and a 160 limit, or UTF-16 units and 70 for any other character (Nepali). */
export function smsSize (text: string): { units: number; limit: number; unicode: boolean } {
  let units = 0
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1
    else if (GSM_EXTENDED.includes(ch)) units += 2
    else return { units: text.length, limit: 70, unicode: true }
  }
  return { units, limit: 160, unicode: false }
}

/** `prefix: title link`, the title shortened (with '...') so the whole fits one SMS; the link is kept whole. */
export function smsText (prefix: string, title: string, link: string): string {
  const build = (t: string) => [`${prefix}: ${t}`.trim(), link].filter(Boolean).join(' ')
  const whole = build(title)
  if (smsSize(whole).units <= smsSize(whole).limit) return whole
  const chars = [...title]
  for (let n = chars.length - 1; n >= 0; n--) {
    const text = build(n > 0 ? `${chars.slice(0, n).join('').trimEnd()}...` : '')
    const size = smsSize(text)
    if (size.units <= size.limit) return text
  }
  return link
}
