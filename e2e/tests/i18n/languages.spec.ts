import { expect, formError, type Locator, noModal, type Page, SCHOOL_URL, test, WOMEN_URL } from '../../support';

// Issue 13: both public sites in English and Nepali. The URL carries the language (`/ne/…`), the header's
// switch leads to the same page in the other language and is remembered (the `lang` cookie), and the
// Nepali header, navigation and footer hold no untranslated English.

const SCHOOL = 'Hope Academy Higher Secondary School';
const WOMEN = 'Hope Women’s Centre';
/** The sites' Nepali names (their settings' `ne.name`): what a Nepali page's title carries. */
const SCHOOL_NE = 'होप एकेडेमी हायर सेकेन्डरी स्कुल';
const WOMEN_NE = 'होप महिला केन्द्र';

/**
 * What may stay in Latin letters on a Nepali page: the institutions' English names (a site with no Nepali
 * name shows them), e-mail addresses, the switch back to 'English' (marked lang="en"), and the
 * RSS feed's name.
 */
const ALLOWED = [SCHOOL, 'Hope Academy', WOMEN, 'RSS'];

/** The Latin words left in a part of the page once the allowed names are taken out. */
async function englishIn(part: Locator): Promise<string[]> {
  const text = await part.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"]').forEach((n) => n.remove());
    // every text node, hidden ones included (closed dropdowns), kept apart by spaces
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    return texts.join(' ');
  });
  let rest = text.replace(/[\w.+-]+@[\w.-]+/g, ' ');
  for (const name of ALLOWED) rest = rest.split(name).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang')?.value;

test.describe('the school site in two languages', () => {
  test.use({ baseURL: SCHOOL_URL, viewport: { width: 1280, height: 900 } });

  test('the switch opens the same page in Nepali, reload keeps it, the home remembers it, and back to English', async ({ page }) => {
    await page.goto('/news');
    expect(await htmlLang(page)).toBe('en');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    const toNepali = page.getByRole('banner').getByRole('link', { name: 'नेपाली' });
    await expect(toNepali).toHaveAttribute('href', '/ne/news');
    await toNepali.click();
    await expect(page).toHaveURL(`${SCHOOL_URL}/ne/news`);
    await expect(page.getByRole('heading', { level: 1, name: 'समाचार' })).toBeVisible();
    expect(await htmlLang(page)).toBe('ne');
    await expect(page).toHaveTitle(`समाचार | ${SCHOOL_NE}`);
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(nav.getByRole('link', { name: 'गृहपृष्ठ' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'सूचना तथा समाचार' })).toBeVisible();
    expect(await langCookie(page)).toBe('ne');

    // a link inside the Nepali site stays in Nepali (the router's basename is /ne)
    await nav.getByRole('link', { name: 'करियर' }).click();
    await expect(page).toHaveURL(`${SCHOOL_URL}/ne/careers`);
    await expect(page.getByRole('heading', { level: 1, name: 'करियर' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'करियर' })).toBeVisible();
    expect(await htmlLang(page)).toBe('ne');

    // the home remembers the choice; a shared English link still opens in English
    await page.goto('/');
    await expect(page).toHaveURL(`${SCHOOL_URL}/ne`);
    expect(await htmlLang(page)).toBe('ne');
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();

    await page.goto('/ne/notice');
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(`${SCHOOL_URL}/notice`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    expect(await langCookie(page)).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(`${SCHOOL_URL}/`);
    expect(await htmlLang(page)).toBe('en');
  });

  test('the Nepali header, navigation and footer hold no untranslated English', async ({ page }) => {
    await page.goto('/ne/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'सम्पर्क' })).toBeVisible();
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expect(header.getByText('भीमसेन मार्ग, ललितपुर-३, नेपाल')).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'उपयोगी लिङ्कहरू' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'राष्ट्रिय परीक्षा बोर्ड' })).toBeVisible();
    expect(await englishIn(header)).toEqual([]);
    expect(await englishIn(footer)).toEqual([]);
    // and the English page does show English there (the check above can fail)
    await page.goto('/contact');
    expect(await englishIn(page.getByRole('banner'))).toContain('Notices');
  });

  test('a Nepali form says its messages in Nepali', async ({ page }) => {
    await page.goto('/ne/contact');
    const form = page.getByRole('form', { name: 'सम्पर्क फाराम' });
    await form.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }).click();
    await expect(formError(form, 'कृपया आफ्नो पूरा नाम लेख्नुहोस्।')).toBeVisible();
    await expect(formError(form, 'विषय खाली छोड्न मिल्दैन।')).toBeVisible();
  });

  test('on a phone the switch is in the menu, and /ne does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/ne/events');
    await expect(page.getByRole('heading', { level: 1, name: 'आगामी कार्यक्रमहरू' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'मेनु खोल्नुहोस्' }).click();
    const menu = page.getByRole('navigation', { name: 'मोबाइल' });
    await expect(menu.getByRole('link', { name: 'गृहपृष्ठ' })).toBeVisible();
    expect(await englishIn(menu)).toEqual([]);
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${SCHOOL_URL}/events`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  });
});

test.describe("the women's centre site in two languages", () => {
  test.use({ baseURL: WOMEN_URL, viewport: { width: 1280, height: 900 } });

  test('the switch, the URL, the lang attribute, reload, and the remembered home', async ({ page }) => {
    await noModal(page);
    await page.goto('/clinic');
    expect(await htmlLang(page)).toBe('en');
    const toNepali = page.getByRole('banner').getByRole('link', { name: 'नेपाली' });
    await expect(toNepali).toHaveAttribute('href', '/ne/clinic');
    await toNepali.click();
    await expect(page).toHaveURL(`${WOMEN_URL}/ne/clinic`);
    await expect(page.getByRole('heading', { level: 1, name: 'महिला स्वास्थ्य क्लिनिक' })).toBeVisible();
    expect(await htmlLang(page)).toBe('ne');
    await expect(page).toHaveTitle(`क्लिनिक | ${WOMEN_NE}`);

    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'सम्पर्क' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/ne/contact`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'सम्पर्क' })).toBeVisible();
    expect(await htmlLang(page)).toBe('ne');

    await page.goto('/');
    await expect(page).toHaveURL(`${WOMEN_URL}/ne`);
    await expect(page.getByRole('heading', { name: 'आगामी कार्यक्रमहरू' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/`);
    expect(await htmlLang(page)).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(`${WOMEN_URL}/`);
  });

  test('the Nepali header, navigation and footer hold no untranslated English', async ({ page }) => {
    await noModal(page);
    await page.goto('/ne/about');
    await expect(page.getByRole('heading', { level: 1, name: 'हाम्रो बारेमा' })).toBeVisible();
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expect(header.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'क्लिनिक' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'महिला स्वास्थ्य क्लिनिक' })).toBeVisible();
    expect(await englishIn(header)).toEqual([]);
    expect(await englishIn(footer)).toEqual([]);
  });

  test('on a phone the switch shows in the top bar, and /ne does not scroll sideways', async ({ page }) => {
    await noModal(page);
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/ne');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
