import { adminDelete, adminPost, adminToken, expect, expectFitsPhone, hydratingContext, type Page, PHONE, SCHOOL_URL, offline, scrollThrough, test, walk, chunks, WOMEN_URL } from '../../support';
import { NOT_FOUND } from '../../support/route-tables';
import { allRoutes, concretePath, routeName, type SiteRoute } from './routes';

// Server rendering (issue 12): every public route of both hosts arrives with its content, reads without
// JavaScript, and hydrates in the browser without a warning, without fetching again what it was given.

const publicRoutes = allRoutes().filter((r) => (r.site === 'school' || r.site === 'women') && !r.pattern.startsWith('/admin'));

/** What React says when the browser's first render differs from the server's. */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #4(18|19|23|25)/i;

async function open(page: Page, route: SiteRoute) {
  const path = await concretePath(page, route);
  const response = await page.goto(`${route.origin}${path}`);
  expect(response?.status(), path).toBe(route.pattern === NOT_FOUND ? 404 : 200);
  return path;
}

test.describe('without JavaScript, every public page shows its content', () => {
  test.use({ javaScriptEnabled: false });

  // one tab per site walks its pages (support/walk.ts); without scripts a page is only its HTML and CSS
  for (const site of ['school', 'women'] as const) {
    test(`every page of the ${site === 'school' ? 'school' : "women's centre"}`, async ({ page }) => {
      await walk(publicRoutes.filter((r) => r.site === site), routeName, async (route) => {
        const path = await open(page, route);
        // rendered by the server, with its data: no placeholder waits for a script that never runs
        await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
        await expect(page.getByTestId('loading'), path).toHaveCount(0);
        await expect(page.locator('main').first()).toBeVisible();
        await expect(page.locator('main').first().locator('h1, h2').first(), path).toBeVisible();
        await expect(page.locator('footer').first()).toBeVisible();
        expect(await page.locator('main').first().innerText(), path).toMatch(/\w{3,}.*\w{3,}/s);
      });
    });
  }

  test('the data of an item page is its own: the article, the vacancy, the album', async ({ page }) => {
    const news = (await (await page.request.get(`${SCHOOL_URL}/api/news/latest`)).json()) as { _id: string; title: string }[];
    await page.goto(`${SCHOOL_URL}/news/${news[0]!._id}`);
    await expect(page.getByRole('heading', { name: news[0]!.title }).first()).toBeVisible();
    const careers = (await (await page.request.get(`${SCHOOL_URL}/api/careers`)).json()) as { _id: string; title: string }[];
    await page.goto(`${SCHOOL_URL}/careers/${careers[0]!._id}`);
    await expect(page.getByText(careers[0]!.title).first()).toBeVisible();
    await page.goto(`${SCHOOL_URL}/news`);
    await expect(page.getByText(news[0]!.title).first()).toBeVisible();
  });
});

test.describe('with JavaScript, every public page hydrates what the server sent', () => {
  // most visitors read on a phone (issue 38): each page is hydrated at that width, then measured there
  test.describe('on a phone, and fits its screen', () => {
    test.use({ viewport: PHONE });
    test.describe.configure({ mode: 'parallel' });

    // a few pages per tab (support/walk.ts), each a step named after it; the tests spread over the workers
    for (const site of ['school', 'women'] as const) {
      for (const part of chunks(publicRoutes.filter((r) => r.site === site), 7)) {
        test(`${site} ${part[0].pattern} … ${part.at(-1)!.pattern}`, async ({ page }) => {
          await offline(page);
          const problems: string[] = [];
          page.on('console', (m) => {
            if (HYDRATION.test(m.text())) problems.push(`console ${m.type()}: ${m.text()}`);
          });
          page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
          const apiReads: string[] = [];
          page.on('request', (r) => {
            if (new URL(r.url()).pathname.startsWith('/api/') && r.method() === 'GET') apiReads.push(new URL(r.url()).pathname);
          });
          await walk(part, routeName, async (route) => {
            // each page's own: the last page is gone before its logs and reads are forgotten
            await page.goto('about:blank');
            problems.length = 0;
            apiReads.length = 0;
            const path = await open(page, route);
            // the navigation waited for the hydrated page (support/playwright-test.ts); it says so
            await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
            await expect(page.getByTestId('loading')).toHaveCount(0);
            // what the hydrated page asked for, before the scroll brings in parts that may ask for more
            const reads = [...apiReads];
            // the lazily mounted parts (sliders, the calendar, brochures) in
            await scrollThrough(page);
            await expect(page.getByTestId('loading')).toHaveCount(0);
            // read after the scroll's frames rather than a fixed wait: a warning React logs late is in by then
            // (and so is one from a part that mounted on the way down)
            expect(problems, path).toEqual([]);
            // the page's data came with it: the browser asked for none of it again
            expect(reads, path).toEqual([]);
            // no page is wider than the phone
            await expectFitsPhone(page, path);
          });
        });
      }
    }
  });

  test('while a page’s code is on its way, the server’s content stays: no loading placeholder replaces it', async ({ page }) => {
    // Lighthouse saw the home's content swapped for placeholders and back during hydration (CLS 0.43): a
    // re-render from above reached a server-rendered part still waiting for its code. Holding the remote's
    // chunks back keeps those parts waiting while the shell starts.
    await page.route(/\/remotes\/mf-public-school\/(?!remoteEntry)[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { placeholders: string[] }).placeholders = seen;
      new MutationObserver(() => {
        if (document.querySelector('main [data-testid="loading"]')) seen.push(String(Math.round(performance.now())));
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${SCHOOL_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Hope Academy Higher Secondary School', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { placeholders: string[] }).placeholders)).toEqual([]);
  });

  test('after hydration, a menu link changes the page without loading a new document', async ({ page }) => {
    // from a page without the home's welcome pop-up
    for (const [origin, link, heading] of [
      [SCHOOL_URL, 'Contact', /contact/i],
      [WOMEN_URL, 'Clinic', /clinic/i],
    ] as const) {
      await page.goto(`${origin}/about`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const documents: string[] = [];
      const onRequest = (r: { resourceType(): string; url(): string }) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      };
      page.on('request', onRequest);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${link.toLowerCase()}$`));
      await expect(page.locator('main').first().locator('h1, h2').first()).toHaveText(heading);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(documents).toEqual([]);
      page.off('request', onRequest);
    }
  });

  test('a server-rendered page is styled by its inline stylesheet: the site’s stylesheet is never fetched, even after navigating', async ({ page }) => {
    for (const [origin, link] of [
      [SCHOOL_URL, 'Contact'],
      [WOMEN_URL, 'Clinic'],
    ] as const) {
      const sheets: string[] = [];
      const onRequest = (r: { resourceType(): string; url(): string }) => {
        if (r.resourceType() === 'stylesheet' || /\/remotes\/.*\.css(\?|$)/.test(r.url())) sheets.push(r.url());
      };
      page.on('request', onRequest);
      await page.goto(`${origin}/about`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('style[data-ssr-css][data-href^="styles."]')).toHaveCount(1);
      // a page of another chunk needs no other stylesheet of the site: the remote's one is already on the
      // page (a library loaded later, such as pdf.js for the clinic's brochures, may bring its own)
      await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
      await expect(page.locator('main').first().locator('h1, h2').first()).toBeVisible();
      expect(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')).filter((h) => /(^|\/)styles\./.test(h ?? '')))).toEqual([]);
      expect(sheets.filter((url) => /\/styles\.[0-9a-f]+\.css/.test(url))).toEqual([]);
      page.off('request', onRequest);
    }
  });

  test('swiper’s stylesheet is not inline: it arrives with swiper, before the inline sheet, and lays the slider out', async ({ page }) => {
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
    });
    await page.goto(`${SCHOOL_URL}/college`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const inline = await page.locator('style[data-ssr-css]').textContent();
    expect(inline).toContain('.pub-slider');
    expect(inline).not.toMatch(/\.swiper-wrapper\s*\{/);
    expect(inline).not.toContain('.textLayer');
    expect(sheets).toEqual([]);
    // the testimonials slider wakes near the viewport and loads swiper, with its stylesheet
    const slider = page.getByRole('region', { name: 'Visitor testimonials' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByRole('button', { name: 'Pause Visitor testimonials' })).toBeVisible();
    await expect.poll(() => sheets.length).toBe(1);
    expect(sheets[0]).toMatch(/^\/remotes\/mf-public-school\/[\w.-]+\.css$/);
    // placed before the inline sheet, so the site's own rules still come last
    expect(await page.evaluate(() => {
      const link = document.querySelector('link[rel="stylesheet"]');
      const inline = document.querySelector('style[data-ssr-css]');
      return !!link && !!inline && !!(link.compareDocumentPosition(inline) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
    await expect(slider.locator('.swiper-wrapper')).toHaveCSS('display', 'flex');
  });

  test('the scripts wait for the first screen’s picture: none but the shell’s entry is fetched before it arrives', async ({ page }) => {
    const events: string[] = [];
    // the hero picture arrives late, as over a slow connection
    await page.route(/\/uploads\/[^/]+\.(mid|web)\.webp$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      events.push('picture');
      await route.continue();
    });
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && !new URL(r.url()).pathname.endsWith('/main.js')) events.push('script');
    });
    await page.goto(`${SCHOOL_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(events[0]).toBe('picture');
    expect(events).toContain('script');
  });

  test('the inline stylesheet is minified, in spellings that phones a few years old read', async ({ page }) => {
    for (const origin of [SCHOOL_URL, WOMEN_URL]) {
      await page.goto(`${origin}/`);
      const css = await page.locator('style[data-ssr-css]').textContent();
      expect(css?.length).toBeGreaterThan(1000);
      // no line breaks or indentation left, and no comments
      expect(css).not.toMatch(/\n\s|\/\*/);
      // media queries as `max-width`, not the range syntax (`width <= 600px`) Chrome before 104 and Safari before 16.4 ignore
      expect(css).toMatch(/@media\s*\(max-width:/);
      expect(css).not.toMatch(/@media[^{]*\(\s*(?:[\d.]+px\s*[<>]=?\s*)?width\s*[<>]/);
    }
  });
});


test('an alert (issue 33) shows above the header of both sites, without JavaScript too, in Nepali on /ne; an info alert is dismissed and stays dismissed', async ({ page, browser }) => {
  const token = await adminToken(page);
  const endsAt = new Date(Date.now() + 5 * 60_000).toISOString();
  const urgent = await adminPost(page, token, '/api/alerts', { site: 'school', level: 'urgent', message: 'E2E: school closed by floods', ne: { message: 'ई२ई: बाढीले विद्यालय बन्द' }, link: '/notices', endsAt });
  const info = await adminPost(page, token, '/api/alerts', { site: 'women', level: 'info', message: 'E2E: the clinic opens at noon', ne: { message: 'ई२ई: क्लिनिक दिउँसो खुल्छ' }, endsAt });
  const noScript = hydratingContext(await browser.newContext({ javaScriptEnabled: false }), { javaScriptEnabled: false });
  try {
    const reader = await noScript.newPage();
    await reader.goto(`${SCHOOL_URL}/events`);
    await expect(reader.getByRole('alert')).toHaveText(/Urgent:\s*E2E: school closed by floods/);
    await expect(reader.getByRole('alert').getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/notices');
    await reader.goto(`${SCHOOL_URL}/ne`);
    await expect(reader.getByRole('alert')).toContainText('ई२ई: बाढीले विद्यालय बन्द');
    await reader.goto(`${WOMEN_URL}/`);
    await expect(reader.getByRole('status').filter({ hasText: 'E2E: the clinic opens at noon' })).toBeVisible();

    // with JavaScript, on a phone: the banner fits; the visitor dismisses the info alert; the next page keeps it away
    await page.setViewportSize(PHONE);
    await page.goto(`${SCHOOL_URL}/events`);
    await expect(page.getByRole('alert')).toContainText('E2E: school closed by floods');
    await expectFitsPhone(page, '/events with an alert');
    await page.goto(`${WOMEN_URL}/contact`);
    const banner = page.getByRole('status').filter({ hasText: 'E2E: the clinic opens at noon' });
    await banner.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(banner).toHaveCount(0);
    await page.goto(`${WOMEN_URL}/gallery`);
    await expect(page.locator('.pub-alerts')).toHaveCount(0);
  } finally {
    await noScript.close();
    await adminDelete(page, token, `/api/alerts/${urgent._id}`);
    await adminDelete(page, token, `/api/alerts/${info._id}`);
  }
});
