import { adminDelete, adminPost, adminToken, adminUpload, expect, pngFile, SCHOOL_URL, test, unique, WOMEN_URL } from '../../support';

/*
 * Issue 12, items 2 and 3: the server writes each page's head (what a link shared on Facebook or
 * Viber shows, read without running any script) and answers 404 for a path or an item that does
 * not exist. With scripts on, the page then shows the same title the server sent.
 */

test.describe('page heads and status codes from the server', () => {
  test('a news article shared as a link: title, description and picture are in the HTML, with scripts off', async ({ browser, page }) => {
    const token = await adminToken(page);
    const image = await adminUpload(page, token, 'image', pngFile('cover.png'));
    const title = unique('Science fair winners');
    const news = await adminPost(page, token, '/api/news', { title, author: 'Principal', description: 'Our grade 10 team won the district science fair.', section: 'Primary', image });
    try {
      const crawler = await browser.newContext({ javaScriptEnabled: false });
      const preview = await crawler.newPage();
      const res = await preview.goto(`${SCHOOL_URL}/news/${news._id}`);
      expect(res?.status()).toBe(200);
      await expect(preview).toHaveTitle(`${title} | Hope Academy Higher Secondary School`);
      await expect(preview.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(preview.locator('meta[name="description"]')).toHaveAttribute('content', 'Our grade 10 team won the district science fair.');
      const ogImage = await preview.locator('meta[property="og:image"]').getAttribute('content');
      expect(ogImage).toMatch(/^http:\/\/.+\/uploads\/.+\.web\.webp$/);
      const picture = await preview.request.get(ogImage!);
      expect(picture.headers()['content-type']).toBe('image/webp');
      const ld = JSON.parse((await preview.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
      expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: title });
      await crawler.close();

      // with scripts on, the page keeps that title once it has rendered the article
      await page.goto(`${SCHOOL_URL}/news/${news._id}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Hope Academy Higher Secondary School`);
    } finally {
      await adminDelete(page, token, `/api/news/${news._id}`);
    }
  });

  test('an unknown path and an unknown article answer 404 and show the not-found page', async ({ page }) => {
    for (const url of [`${SCHOOL_URL}/no/such/page`, `${SCHOOL_URL}/news/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b`, `${WOMEN_URL}/news`]) {
      const res = await page.goto(url);
      expect([url, res?.status()]).toEqual([url, 404]);
    }
    await page.goto(`${SCHOOL_URL}/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Sorry, there is nothing here ...' })).toBeVisible();
  });
});
