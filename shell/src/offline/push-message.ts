// A subscriber's push message (issue 33): the API sends {title, body, url, lang, tag} already in the
// subscriber's language (api/src/plugins/app/subscriptions); the service worker shows it as a notification
// and opens its page when it is tapped.

interface PushNotification {
  title: string;
  options: { body: string; lang: string; tag: string; data: { url: string } };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The notification a push message's JSON shows, or null for a message that is not one of ours. */
export function notificationOf(json: string): PushNotification | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const get = (k: string): string => text(Reflect.get(data, k));
  const title = get('title');
  if (!title) return null;
  const url = get('url');
  return { title, options: { body: get('body'), lang: get('lang') === 'ne' ? 'ne' : 'en', tag: get('tag'), data: { url: /^https?:\/\//.test(url) ? url : '/' } } };
}
