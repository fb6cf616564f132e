import { notificationOf } from './push-message';

describe('a push message as the service worker shows it', () => {
  test('a Nepali subscriber sees the Nepali title and body, and the page it opens', () => {
    const shown = notificationOf(JSON.stringify({ title: 'नयाँ सूचना', body: 'परीक्षा तालिका', url: 'https://school.test/ne/notices', lang: 'ne', tag: 'notices:1' }));
    expect(shown).toEqual({ title: 'नयाँ सूचना', options: { body: 'परीक्षा तालिका', lang: 'ne', tag: 'notices:1', data: { url: 'https://school.test/ne/notices' } } });
  });

  test('anything else shows nothing, and a link that is not http(s) opens the home page', () => {
    expect(notificationOf('not json')).toBeNull();
    expect(notificationOf(JSON.stringify({ body: 'no title' }))).toBeNull();
    expect(notificationOf(JSON.stringify({ title: 'News', url: 'javascript:alert(1)' }))?.options.data.url).toBe('/');
  });
});
