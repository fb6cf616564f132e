import { offlinePageHtml, savedPageOf } from './offline-page';

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
});
