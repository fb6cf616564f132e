import { HERO_FALLBACK } from '../home';
import { HERO_FALLBACK_NE } from './home';

/** Leaves that are not prose: identifiers and the initials of the English names. */
const NOT_PROSE = new Set(['key', 'initials', 'overseasShort']);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every difference in shape between the English and the Nepali, and every prose leaf not in Devanagari. */
function problems(en: unknown, ne: unknown, path = ''): string[] {
  if (typeof en === 'string') {
    if (typeof ne !== 'string') return [`${path}: not a string`];
    const key = path.split('.').pop() ?? '';
    if (NOT_PROSE.has(key)) return ne === en ? [] : [`${path}: should stay ${en}`];
    return DEVANAGARI.test(ne) ? [] : [`${path}: not in Nepali: ${ne}`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ne) || ne.length !== en.length) return [`${path}: ${en.length} entries in English`];
    return en.flatMap((x, i) => problems(x, ne[i], `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!ne || typeof ne !== 'object') return [`${path}: missing`];
    const keys = Object.keys(en);
    const extra = Object.keys(ne).filter((k) => !keys.includes(k));
    return [...extra.map((k) => `${path}.${k}: not in English`), ...keys.flatMap((k) => problems((en as Record<string, unknown>)[k], (ne as Record<string, unknown>)[k], `${path}.${k}`))];
  }
  return [];
}

describe('the school site’s static text in Nepali (issue 13)', () => {
  it.each([
    ['HERO_FALLBACK', HERO_FALLBACK, HERO_FALLBACK_NE],
  ])('%s has the English shape, with every text in Devanagari', (_name, en, ne) => {
    expect(problems(en, ne)).toEqual([]);
  });

  it('finds a text left in English (the check itself)', () => {
    expect(problems({ intro: 'Hello', key: 'a' }, { intro: 'Hello', key: 'a' })).toEqual(['.intro: not in Nepali: Hello']);
    expect(problems(['a', 'b'], ['क'])).toEqual([': 2 entries in English']);
  });
});
