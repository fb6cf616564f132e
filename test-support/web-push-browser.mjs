// A browser's side of Web Push for the tests (issue 33): the P-256 key pair and auth secret a
// PushSubscription carries, and the decryption of a push message's aes128gcm body (RFC 8291) that the
// browser would do, by http_ece (the library web-push itself encrypts with).
import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';

/** A new browser key pair and auth secret, with the `keys` of its PushSubscription JSON. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** The text of a push message's body, decrypted with the subscription's private key and auth secret. */
export function decryptPush(body, { ecdh, auth }) {
  return ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8');
}
