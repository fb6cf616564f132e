import type { Catalog, Messages } from '@school/shared/kit';

/** Every leaf of a catalog as `dotted.key` → text. */
export function leaves(messages: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, leaves(value as Messages, path));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The checks of a catalog pair (issue 13): the Nepali catalog holds exactly the English keys, no text is
 * empty, each Nepali text keeps its English text's placeholders, and is written in Devanagari (`latin`
 * lists the keys allowed without, such as the switch's 'English').
 */
export function describeCatalog(name: string, catalog: Catalog, { latin = [] as string[] } = {}) {
  describe(`the ${name} catalogs (${catalog.ns})`, () => {
    let en: Record<string, string> = {};
    let ne: Record<string, string> = {};
    beforeAll(async () => {
      en = leaves(await catalog.en());
      ne = leaves(await catalog.ne());
    });
    it('hold the same keys in English and Nepali', () => {
      expect(Object.keys(en).length).toBeGreaterThan(5);
      expect(Object.keys(ne).sort()).toEqual(Object.keys(en).sort());
    });
    it('have no empty text', () => {
      expect(Object.entries({ ...en, ...ne }).filter(([, text]) => !text.trim())).toEqual([]);
    });
    it('keep the placeholders of each English text', () => {
      const differ = Object.keys(en).filter((k) => k in ne && placeholders(en[k]).join() !== placeholders(ne[k]).join());
      expect(differ).toEqual([]);
    });
    it('write the Nepali texts in Devanagari', () => {
      expect(Object.keys(ne).filter((k) => !latin.includes(k) && !DEVANAGARI.test(ne[k]))).toEqual([]);
    });
  });
}
