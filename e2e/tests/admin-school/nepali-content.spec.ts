import { expect, hydratingContext, signIn, test, toast, unique, visitor } from '../../support';

// Content in both languages (issue 13, item 2): a news item written in the console in English and
// Nepali reads in Nepali on /ne/news and in English on /news.
test.describe('news in both languages (issue 13)', () => {
  test('a news item with a Nepali title shows it on /ne/news, and its English title on /news', async ({ page, browser }) => {
    await signIn(page);
    const title = unique('E2E bilingual news');
    const titleNe = unique('विद्यालय समाचार');
    await page.goto('/admin/news');
    const form = page.getByRole('form', { name: 'Add News' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Title (Nepali)').fill(titleNe);
    await form.getByLabel('Author').fill('E2E Author');
    await form.getByLabel('Description', { exact: true }).fill('The annual sports week starts on Sunday.');
    await form.getByRole('textbox', { name: 'Description (Nepali)', exact: true }).fill('वार्षिक खेलकुद सप्ताह आइतबारदेखि सुरु हुन्छ।');
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'News Added Successfully')).toBeVisible();

    const guest = await visitor(browser);
    await guest.goto('/ne/news');
    await expect(guest.getByRole('link', { name: titleNe, exact: true })).toBeVisible();
    await expect(guest.getByText('वार्षिक खेलकुद सप्ताह आइतबारदेखि सुरु हुन्छ।')).toBeVisible();
    await expect(guest.getByRole('link', { name: title, exact: true })).toHaveCount(0);

    await guest.getByRole('link', { name: titleNe, exact: true }).click();
    await expect(guest).toHaveURL(/\/ne\/news\/[^/]+$/);
    await expect(guest.getByRole('heading', { level: 1, name: titleNe })).toBeVisible();

    await guest.goto('/news');
    await expect(guest.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(guest.getByText(titleNe)).toHaveCount(0);
    await guest.context().close();
  });

  test('on a 375-px phone the console form stacks the Nepali fields without scrolling sideways', async ({ browser }) => {
    const context = hydratingContext(await browser.newContext({ viewport: { width: 375, height: 812 } }));
    const phone = await context.newPage();
    await signIn(phone);
    await phone.goto('/admin/news');
    const form = phone.getByRole('form', { name: 'Add News' });
    const english = await form.getByLabel('Title', { exact: true }).boundingBox();
    const nepali = await form.getByLabel('Title (Nepali)').boundingBox();
    // stacked: the Nepali title sits below the English one, not beside it
    expect(nepali!.y).toBeGreaterThan(english!.y + english!.height - 1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  test('on a wide screen the Nepali title sits beside the English one', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/admin/news');
    const form = page.getByRole('form', { name: 'Add News' });
    const english = await form.getByLabel('Title', { exact: true }).boundingBox();
    const nepali = await form.getByLabel('Title (Nepali)').boundingBox();
    expect(Math.abs(nepali!.y - english!.y)).toBeLessThan(2);
    expect(nepali!.x).toBeGreaterThan(english!.x + english!.width);
  });
});
