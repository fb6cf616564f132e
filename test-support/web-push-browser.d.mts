import type { ECDH } from 'node:crypto';

export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}
export function browserKeys(): BrowserKeys;
export function decryptPush(body: Buffer, keys: Pick<BrowserKeys, 'ecdh' | 'auth'>): string;
