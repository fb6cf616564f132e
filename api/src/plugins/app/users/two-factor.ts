import { randomInt } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (otplib's defaults). */
const PERIOD = 30

/**
 * Accepted: the current step and the one before (a code typed as its step ran out, RFC 6238 §5.2).
 * Two steps back, or a step ahead, is refused.
 */
const TOLERANCE: [number, number] = [PERIOD, 0]

export const RECOVERY_CODES = 10
// no 0/o, 1/l/i: codes are read off paper
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export function newTotpSecret (): string {
  return generateSecret()
}

export function totpUri (issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret })
}

/** The otpauth URL as an SVG QR code, made here: nothing is fetched from elsewhere. */
export function qrSvg (otpauthUrl: string): Promise<string> {
  return QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/**
 * The time step the code belongs to, or null when it is wrong, outside the window, or of a step
 * at or before `afterStep` (already used). `epoch` is in seconds; tests pass a fixed clock.
 */
export async function totpStep (secret: string, code: string, afterStep: number, epoch = Math.floor(Date.now() / 1000)): Promise<number | null> {
  const token = code.replace(/\s+/g, '')
  if (!/^[0-9]{6}$/.test(token)) return null
  const result = await verify({ secret, token, epoch, epochTolerance: TOLERANCE, afterTimeStep: afterStep > 0 ? afterStep : undefined })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** Ten codes of ten letters and digits (about 49 bits each), shown once, as `xxxxx-xxxxx`. */
export function newRecoveryCodes (): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export function normaliseRecoveryCode (code: string): string {
  const c = code.toLowerCase().replace(/[^a-z0-9]/g, '')
  return c.length === 10 ? `${c.slice(0, 5)}-${c.slice(5)}` : c
}
