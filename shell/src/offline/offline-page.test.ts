import { offlinePageHtml, offlineSiteOf, savedPageOf } from './offline-page';

describe('the offline page', () => {
  const saved = [
    savedPageOf('https://school.test/news', '<html><head><title>News | Hope Academy</title></head></html>'),
    savedPageOf('https://school.test/ne/news', '<html><head><title>समाचार | होप एकेडेमी</title></head></html>'),
  ];

  it("is in the visitor's language, lists the saved pages (theirs first) and retries the page asked for", () => {
    const html = offlinePageHtml({ url: 'https://school.test/ne/gallery/albums?page=2', saved, color: '#0b57a4', fontUrl: '/remotes/mf-public-school/assets/noto-sans-devanagari-devanagari-400-normal.1234abcd.woff2' });
    document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*/i, '').replace(/^<html[^>]*>|<\/html>$/g, '');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ne">/);
    expect(document.querySelector('h1')).toHaveTextContent('तपाईं अफलाइन हुनुहुन्छ');
    expect([...document.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['समाचार | होप एकेडेमी', '/ne/news'],
      ['News | Hope Academy', '/news'],
    ]);
    const form = document.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/ne/gallery/albums']);
    expect(form.querySelector('input[name="page"]')).toHaveAttribute('value', '2');
    expect(form.querySelector('button')).toHaveTextContent('फेरि प्रयास गर्नुहोस्');
    expect(html).toContain("font-family:'Noto Sans Devanagari'");
  });

  it('says so in English when nothing is saved, and escapes what pages carry', () => {
    const html = offlinePageHtml({ url: 'https://school.test/gallery/albums', saved: [savedPageOf('https://school.test/x', '<title>a<b</title>')], color: '#0b57a4' });
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('a&#60;b');
    expect(offlinePageHtml({ url: 'https://school.test/', saved: [], color: '#0b57a4' })).toContain('No pages are saved on this device yet.');
  });

  // Issue 31: who the site is comes from its settings, as a saved server-rendered page carries them
  // (the page's state script, as api/src/routes/web.ts writes it), not from code.
  const settings = (name: string, phones: string[], primary: string, ne: { name?: string } = {}) => ({ name, shortName: name, phones, colors: { primary, accent: '#f2a900' }, ne });
  const savedHtml = (remote: string, queries: { queryKey: unknown[]; data: unknown }[]) =>
    `<html><head><title>Home</title></head><body><div id="root"></div><script type="application/json" id="ssr-state" data-remote="${remote}">${JSON.stringify({
      remote,
      queries: { mutations: [], queries: queries.map(({ queryKey, data }) => ({ queryKey, queryHash: JSON.stringify(queryKey), state: { data, status: 'success' } })) },
    }).replace(/</g, '\\u003c')}</script></body></html>`;

  it("heads the page with the site's name and closes it with its phones, in its colour, all from the saved page's settings", () => {
    const html = savedHtml('mf_public_women', [
      { queryKey: ['site-settings', 'school'], data: settings('Valley School', ['+977-61-555000'], '#1d4ed8') },
      { queryKey: ['site-settings', 'women'], data: settings('Valley <Women> Centre', ['+977-61-555099', '01-4444444'], '#7a1f5c', { name: 'भ्याली महिला केन्द्र' }) },
      { queryKey: ['news', 'list'], data: { items: [] } },
    ]);
    const site = offlineSiteOf(html);
    expect(site?.name).toBe('Valley <Women> Centre');

    document.documentElement.innerHTML = offlinePageHtml({ url: 'https://women.test/clinic', saved: [], color: '#0b57a4', site }).replace(/^<!doctype html>\s*<html[^>]*>|<\/html>$/g, '');
    expect(document.querySelector('.band')).toHaveTextContent('Valley <Women> Centre');
    expect(document.body).not.toHaveTextContent('Valley School');
    expect([...document.querySelectorAll('main p a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['+977-61-555099', 'tel:+97761555099'],
      ['01-4444444', 'tel:014444444'],
    ]);
    expect(document.querySelector('main p:last-of-type')).toHaveTextContent('To reach us, call: +977-61-555099, 01-4444444');
    expect(document.head.innerHTML).toContain('.band{background:#7a1f5c');

    document.documentElement.innerHTML = offlinePageHtml({ url: 'https://women.test/ne/clinic', saved: [], color: '#0b57a4', site }).replace(/^<!doctype html>\s*<html[^>]*>|<\/html>$/g, '');
    expect(document.querySelector('.band')).toHaveTextContent('भ्याली महिला केन्द्र');
    expect(document.querySelector('main p:last-of-type')).toHaveTextContent('सम्पर्कका लागि फोन गर्नुहोस्: +977-61-555099');
  });

  it('shows no name or phone when no saved page carries the settings', () => {
    expect(offlineSiteOf('<html><head><title>Home</title></head></html>')).toBeNull();
    expect(offlineSiteOf(savedHtml('mf_public_school', [{ queryKey: ['news', 'list'], data: { items: [] } }]))).toBeNull();
    const html = offlinePageHtml({ url: 'https://school.test/', saved: [], color: '#0b57a4', site: null });
    expect(html).toContain('<div class="band"></div>');
    expect(html).not.toContain('tel:');
  });
});
