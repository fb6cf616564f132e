import { localized, localizedLang } from './localized';

describe('localized', () => {
  const item = { title: 'Sports week', titleNe: 'खेलकुद सप्ताह', description: 'All classes', descriptionNe: '  ' };

  it('gives the Nepali version on Nepali pages and the English on English ones', () => {
    expect(localized(item, 'title', 'ne')).toBe('खेलकुद सप्ताह');
    expect(localized(item, 'title', 'en')).toBe('Sports week');
    expect(localizedLang(item, 'title', 'ne')).toBe('ne');
  });

  it('falls back to the English when the Nepali version is missing, null or blank', () => {
    expect(localized(item, 'description', 'ne')).toBe('All classes');
    expect(localized({ title: 'Holiday', titleNe: null }, 'title', 'ne')).toBe('Holiday');
    expect(localized({ title: 'Holiday' }, 'title', 'ne')).toBe('Holiday');
    expect(localizedLang({ title: 'Holiday' }, 'title', 'ne')).toBe('en');
  });
});
