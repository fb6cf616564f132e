import { CONTENT_PATHS, SCHOOL_PAGES, WOMEN_PAGES, type SitePage } from './site.ts';
import { OTHER_PAGE, VITALS_PAGES, vitalsLangOf, vitalsPageOf } from './vitals-report.ts';
import { histogramP75, vitalBucket, vitalRating } from './vitals.ts';

// Issue 36, item 4: the templates Web Vitals are reported under, and the histograms' p75.

const patterns = (table: Record<string, SitePage>) =>
  Object.entries(table).filter(([path, page]) => !page.redirect && !path.startsWith('/admin')).map(([path]) => path);

test("each site's templates are its route table's patterns and content paths, and '*' for any other page", () => {
  expect(VITALS_PAGES.school).toEqual([...patterns(SCHOOL_PAGES), ...CONTENT_PATHS.school, OTHER_PAGE]);
  expect(VITALS_PAGES.women).toEqual([...patterns(WOMEN_PAGES), ...CONTENT_PATHS.women, OTHER_PAGE]);
});

test.each([
  ['school', '/', '/'],
  ['school', '/ne', '/'],
  ['school', '/ne/', '/'],
  ['school', '/news/', '/news'],
  ['school', '/news/42', '/news/:id'],
  ['school', '/ne/gallery/albums/a1b2', '/gallery/albums/:id'],
  ['school', '/hafamily/bod', '/hafamily/bod'],
  ['school', '/open-day', '*'],
  ['school', '/news/42/extra', '*'],
  ['women', '/gallery/a1', '/gallery/:id'],
  ['women', '/news', '*'],
  ['school', '/admin/login', null],
  ['women', '/admin', null],
] as const)('%s %s is reported as %s', (site, path, page) => {
  expect(vitalsPageOf(site, path)).toBe(page);
});

test('the language is the path prefix', () => {
  expect([vitalsLangOf('/ne/news'), vitalsLangOf('/ne'), vitalsLangOf('/news'), vitalsLangOf('/nepal')]).toEqual(['ne', 'ne', 'en', 'en']);
});

test("p75 is the upper edge of the bucket that holds the 75th percentile; ratings follow Google's thresholds", () => {
  const counts = new Map<number, number>();
  for (const v of [120, 180, 190, 260]) counts.set(vitalBucket('INP', v), (counts.get(vitalBucket('INP', v)) ?? 0) + 1);
  expect(histogramP75('INP', counts)).toBe(190);
  expect(histogramP75('INP', new Map())).toBeNull();
  expect(histogramP75('LCP', new Map([[vitalBucket('LCP', 99_000), 3]]))).toBe(60_000);
  expect(histogramP75('CLS', new Map([[vitalBucket('CLS', 0.104), 1]]))).toBe(0.11);
  expect([vitalRating('LCP', 2500), vitalRating('LCP', 2501), vitalRating('CLS', 0.25), vitalRating('TTFB', 1801)]).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
});
