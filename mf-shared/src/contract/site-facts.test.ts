import { documentTitle, defaultDescription, factsIn, NO_FACTS, pageHeadWith, type SiteFacts } from './site.ts';

// Issue 31: a site's facts come from its settings; these helpers put them in a page's language and head.
const VALLEY: SiteFacts = {
  ...NO_FACTS,
  name: 'Valley School',
  shortName: 'Valley',
  motto: 'Learn well',
  tagline: '',
  address: 'Ring Road, Pokhara-8, Nepal',
  phones: ['+977-61-555000', '+977-9800000000'],
  ne: { motto: 'राम्रो सिकाइ', address: 'रिङ रोड, पोखरा-८, नेपाल', name: ' ' },
};

describe('site facts in a language and a head', () => {
  test('a Nepali page takes each Nepali twin that is set, else the English', () => {
    const ne = factsIn(VALLEY, 'ne');
    expect([ne.name, ne.motto, ne.address]).toEqual(['Valley School', 'राम्रो सिकाइ', 'रिङ रोड, पोखरा-८, नेपाल']);
    expect(factsIn(VALLEY, 'en').motto).toBe('Learn well');
  });

  test('a page table text names the site by placeholders, filled from the settings', () => {
    const head = pageHeadWith({ title: 'Contact Us', description: 'Contact {name}: {address}, {phones}.', ne: { title: 'सम्पर्क', description: '{shortName}: {address}' } }, factsIn(VALLEY, 'en'));
    expect(head).toEqual({ title: 'Contact Us', description: 'Contact Valley School: Ring Road, Pokhara-8, Nepal, +977-61-555000, +977-9800000000.' });
    expect(pageHeadWith({ title: '{tagline}', ne: { description: '{shortName}: {address}' } }, factsIn(VALLEY, 'ne'), 'ne')).toEqual({ title: 'राम्रो सिकाइ', description: 'Valley: रिङ रोड, पोखरा-८, नेपाल' });
  });

  test("the document title: the page's and the site's name, or the name and the tagline (the motto where none); nothing empty", () => {
    const en = factsIn(VALLEY, 'en');
    expect(documentTitle('News', en)).toBe('News | Valley School');
    expect(documentTitle(undefined, en)).toBe('Valley School | Learn well');
    expect(defaultDescription(en)).toBe('Valley School: Learn well');
    expect(documentTitle('News', factsIn(NO_FACTS))).toBe('News');
    expect(documentTitle(undefined, factsIn(NO_FACTS))).toBe('');
    expect(defaultDescription({ ...factsIn(NO_FACTS), name: 'Valley School' })).toBe('Valley School');
  });
});
