import { expect, type Page, SCHOOL_URL, scrollThrough, stubEmbeds, test, WOMEN_URL } from '../../support';
import { allRoutes, concretePath, settled, type SiteRoute } from '../platform/routes';

// Issue 38, item 4: on `/ne/…` every visible word comes from the Nepali catalog or from content that has
// no Nepali version. Every public route of both sites (from their route tables) is opened in Nepali, and
// any Latin word that is neither an allowed name nor such content fails the test, naming page and text.

/**
 * What may stay in Latin letters on a Nepali page, and why: the institutions' registered names (they have
 * no Nepali name of their own); file formats and units as Nepali readers write them (PDF, JPG, MB); exam
 * and board acronyms used as such in Nepali (SEE, NEB), and the clinic's tests (VIA, HPV, HIV); the RSS feed;
 * and the HA family's abbreviation. Parts marked lang="en" (the switch to English, the English brochure's
 * pages) are English on purpose.
 */
const NAMES = [
  'Hope Academy Higher Secondary School',
  'Hope Women’s Centre',
  'Hope College for Women',
  'Hope Academy Educational Trust, Nepal',
  'Hope for Himalayan Children',
  'Hope Academy',
  'Hope College',
  'Hope',
];
const ACRONYMS = new Set(['VIA', 'HPV', 'HIV', 'PDF', 'PNG', 'JPG', 'JPEG', 'WORD', 'Word', 'MS', 'DOCX', 'MB', 'CV', 'SEE', 'NEB', 'RSS', 'HA', 'GPA', 'BS', 'AD']);

/**
 * Content a Nepali page may show as it stands: every text of the items the page was given (its server-rendered
 * queries and the API answers it read) whose field has no non-empty `…Ne` twin, and the `…Ne` texts themselves.
 * A field with a Nepali twin must show the Nepali, so its English is not allowed.
 */
function englishContent(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => englishContent(v, out));
  else if (value && typeof value === 'object') {
    const item = value as Record<string, unknown>;
    for (const [key, v] of Object.entries(item)) {
      if (typeof v === 'string') {
        const twin = item[`${key}Ne`];
        // the Nepali text itself may hold Latin words an editor wrote (a name, a code): they are content too
        if (key.endsWith('Ne') || !(typeof twin === 'string' && twin.trim())) out.push(v);
      } else englishContent(v, out);
    }
  }
  return out;
}

/** The Latin words on the page that are neither names nor content without Nepali, with the text they sit in. */
async function untranslated(page: Page, content: string[]): Promise<string[]> {
  return page.evaluate(
    ({ content, names, acronyms }) => {
      const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
      // rich text arrives as HTML: compare with its text
      const holder = document.createElement('div');
      const texts = content.map((c) => {
        holder.innerHTML = c;
        return norm(holder.textContent ?? '');
      });
      const blob = texts.join('\n');
      const longestFirst = texts.filter((t) => t.length > 1).sort((a, b) => b.length - a.length);
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => (n.parentElement?.closest('script, style, noscript, template, [lang="en"]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
      });
      while (walker.nextNode()) {
        const text = norm(walker.currentNode.textContent ?? '');
        // no Latin word, or a name's initials standing in for a missing photo ('RP')
        if (!/[A-Za-z]{2}/.test(text) || /^[A-Z]{1,3}$/.test(text)) continue;
        // a piece of content (a truncated description ends in …)
        if (blob.includes(text.replace(/(…|\.\.\.)$/, '').trim())) continue;
        let rest = text.replace(/[\w.+-]+@[\w.-]+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
        for (const c of longestFirst) if (rest.includes(c)) rest = rest.split(c).join(' ');
        for (const n of names) rest = rest.split(n).join(' ');
        const words = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !acronyms.includes(w));
        if (words.length) found.push(`${words.join(' ')}  ← "${text.slice(0, 120)}"`);
      }
      return found;
    },
    { content, names: NAMES, acronyms: [...ACRONYMS] },
  );
}

const nepaliPath = (path: string) => (path === '/' ? '/ne' : `/ne${path}`);

for (const [site, origin] of [['school', SCHOOL_URL], ['women', WOMEN_URL]] as const) {
  test(`every /ne page of the ${site} site is in Nepali but for names and content without Nepali`, async ({ page }) => {
    const routes: SiteRoute[] = allRoutes().filter((r) => r.site === site && !r.pattern.startsWith('/admin'));
    test.setTimeout(routes.length * 20_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await stubEmbeds(page);
    const answers: Promise<unknown>[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/') && (res.headers()['content-type'] ?? '').includes('json')) answers.push(res.json().catch(() => null));
    });
    const problems: Record<string, string[]> = {};
    for (const route of routes) {
      const path = nepaliPath(await concretePath(page, route));
      answers.length = 0;
      const html = (await (await page.goto(`${origin}${path}`))?.text()) ?? '';
      await settled(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
      await scrollThrough(page);
      await expect(page.getByTestId('loading')).toHaveCount(0);
      // the server-rendered page's queries (the page removes them once it has taken them over)
      const state = /<script[^>]*id="ssr-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
      const content = englishContent([state ? JSON.parse(state) : null, ...(await Promise.all(answers))]);
      const found = await untranslated(page, content);
      if (found.length) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
}
