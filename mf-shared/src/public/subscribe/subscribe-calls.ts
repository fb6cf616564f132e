// The calls behind the footer's subscribe box (issue 33, item 2). Loaded when a visitor acts, so the
// footer that every page shows costs no more than its markup.
import { SUBSCRIPTION_ENDPOINTS as E, type PushSubscriptionJson, type SubscriptionTopic } from '@school/shared/contract';
import { ApiError, call } from '@school/shared/session';
import type { SiteKey } from '@school/shared/kit';

export type Lang = 'en' | 'ne';

/** What a visitor is told after a try: a key of the `subscribe` texts. */
export type Outcome = 'pushDone' | 'pushDenied' | 'emailSent' | 'smsCode' | 'smsDone' | 'failed' | 'badCode' | 'tooMany';

function failure(error: unknown, wrong: Outcome): Outcome {
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return wrong;
  return 'failed';
}

/** The browser's PushSubscription in the contract's shape; null when it lacks its keys. */
function subscriptionJson(subscription: PushSubscription): PushSubscriptionJson | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

/**
 * 'Get notices on this phone': asks for permission, subscribes the service worker's PushManager with the
 * site's VAPID key, and sends the subscription for notices and alerts in the page's language.
 */
export async function subscribePush(site: SiteKey, lang: Lang): Promise<Outcome> {
  if ((await Notification.requestPermission()) !== 'granted') return 'pushDenied';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'failed';
  try {
    const { publicKey } = await call(E.pushKey, {});
    const existing = await registration.pushManager.getSubscription();
    const browser = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
    const subscription = subscriptionJson(browser);
    if (!subscription) return 'failed';
    await call(E.subscribe, { body: { site, channel: 'push', topics: ['notices', 'alerts'], lang, subscription } });
    return 'pushDone';
  } catch (error) {
    return failure(error, 'failed');
  }
}

export interface AddressRequest {
  site: SiteKey;
  lang: Lang;
  channel: 'email' | 'sms';
  address: string;
  topics: SubscriptionTopic[];
  daily: boolean;
}

/** An email (double opt-in: a link is mailed) or an SMS subscription (a code is sent). */
export async function subscribeAddress({ site, lang, channel, address, topics, daily }: AddressRequest): Promise<Outcome> {
  try {
    await call(E.subscribe, {
      body: { site, channel, topics, lang, address, ...(channel === 'email' ? { digest: daily ? 'daily' : 'instant' } : {}) },
    });
    return channel === 'email' ? 'emailSent' : 'smsCode';
  } catch (error) {
    return failure(error, 'failed');
  }
}

/** The SMS subscription's six-digit code. */
export async function verifyCode(address: string, code: string): Promise<Outcome> {
  try {
    await call(E.verifySubscription, { body: { address, code } });
    return 'smsDone';
  } catch (error) {
    return failure(error, 'badCode');
  }
}
