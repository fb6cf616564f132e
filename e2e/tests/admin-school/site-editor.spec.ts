import { adminDelete, adminGet, adminToken, expect, expectAccessible, openConsole, SCHOOL_URL, test, toast, unique, visitor, WOMEN_URL, womenVisitor } from '../../support';

// The console's site editor (issue 31, item 5): an admin edits the site's settings and the About text, adds a
// page and links it from the menus, and a visitor sees each on the public sites, in English and in Nepali.
test.describe('site editor (issue 31)', () => {
  test('an admin changes the phone number in Site settings, sees it in the preview, and the public home shows it', async ({ page, browser }) => {
    const token = await adminToken(page);
    const before = await adminGet<{ phones: string[] }>(page, token, '/api/settings?site=school');
    const phone = `+977-1-55${Date.now().toString().slice(-5)}`;
    try {
      await openConsole(page, `${SCHOOL_URL}/admin/settings`);
      const form = page.getByRole('form', { name: 'Site settings' });
      await form.getByRole('textbox', { name: 'Phone 1' }).fill(phone);
      await expect(page.getByTestId('site-preview')).toContainText(phone);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, 'Settings saved')).toBeVisible();

      const guest = await visitor(browser);
      await guest.goto('/');
      await expect(guest.getByText(phone).first()).toBeVisible();
      await guest.context().close();
    } finally {
      // the seeded numbers back: other specs read them
      const res = await page.request.put(`${SCHOOL_URL}/api/settings?site=school`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { phones: before.phones },
      });
      expect(res.ok()).toBeTruthy();
    }
  });

  test("an admin rewrites the About page's text in the page editor, and visitors read the new text on /about", async ({ page, browser }) => {
    const token = await adminToken(page);
    type Stored = { _id: string; blocks: Array<{ type: string; html?: string }> };
    const about = await adminGet<Stored>(page, token, '/api/pages/by-path?site=school&path=/about');
    const sentence = unique('Our doors are open to every child');
    try {
      await openConsole(page, `${SCHOOL_URL}/admin/pages`);
      await page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Edit About Us' }).click();
      const form = page.getByRole('form', { name: 'Edit page' });
      // the rich editor (issue 32) shows the stored text formatted, and takes the new one
      const text = form.getByRole('group', { name: 'Block 1: Text' }).getByRole('textbox', { name: 'Text', exact: true });
      await expect(text).toContainText('was founded in 2004');
      await text.fill(sentence);
      await form.getByRole('button', { name: 'Save page' }).click();
      await expect(toast(page, 'Page saved')).toBeVisible();

      const guest = await visitor(browser);
      await guest.goto('/about');
      await expect(guest.getByText(sentence)).toBeVisible();
      await expect(guest.getByText('was founded in 2004')).toHaveCount(0);
      await guest.context().close();
    } finally {
      // the seeded text back: other specs read it
      const res = await page.request.put(`${SCHOOL_URL}/api/pages/${about._id}`, { headers: { Authorization: `Bearer ${token}` }, data: { blocks: about.blocks } });
      expect(res.ok()).toBeTruthy();
    }
  });

  test("the women's centre's console adds a page to its own site, where visitors read it, and the school's site does not have it", async ({ page, browser }) => {
    const path = `/e2e-women-${Date.now().toString(36)}`;
    const title = unique('Tailoring open day');
    await openConsole(page, `${WOMEN_URL}/admin/pages/new`);
    const form = page.getByRole('form', { name: 'Add page' });
    await form.getByLabel('Path').fill(path);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Title (Nepali)').fill('सिलाइ खुला दिवस');
    await form.getByText('Published', { exact: true }).click();
    await form.getByRole('button', { name: 'Text', exact: true }).click();
    const text = form.getByRole('group', { name: 'Block 1: Text' });
    await text.getByRole('textbox', { name: 'Text', exact: true }).fill('Come and sew with us');
    await text.getByRole('textbox', { name: 'Text (Nepali)', exact: true }).fill('हामीसँग सिलाइ गर्न आउनुहोस्');
    await form.getByRole('button', { name: 'Save page' }).click();
    await expect(toast(page, 'Page saved')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
    const id = page.url().split('/').pop()!;
    const token = await adminToken(page);
    try {
      const guest = await womenVisitor(browser);
      await guest.goto(`${WOMEN_URL}${path}`);
      await expect(guest.getByRole('heading', { name: title }).first()).toBeVisible();
      await expect(guest.getByText('Come and sew with us')).toBeVisible();
      await guest.goto(`${WOMEN_URL}/ne${path}`);
      await expect(guest.getByText('हामीसँग सिलाइ गर्न आउनुहोस्')).toBeVisible();
      await guest.context().close();
      expect((await page.request.get(`${SCHOOL_URL}${path}`)).status()).toBe(404);
    } finally {
      await adminDelete(page, token, `/api/pages/${id}`);
    }
  });

  test('an admin adds a page with a text, a cards and a call-to-action block in English and Nepali, links it from the footer, and visitors read it in both languages', async ({ page, browser }) => {
    const token = await adminToken(page);
    const path = `/e2e-${Date.now().toString(36)}`;
    const title = unique('E2E clinic');
    await openConsole(page, `${SCHOOL_URL}/admin/pages/new`);
    const form = page.getByRole('form', { name: 'Add page' });
    await form.getByLabel('Path').fill(path);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Title (Nepali)').fill('स्वास्थ्य क्लिनिक');
    await form.getByText('Published', { exact: true }).click();

    await form.getByRole('button', { name: 'Text', exact: true }).click();
    const text = form.getByRole('group', { name: 'Block 1: Text' });
    await text.getByRole('textbox', { name: 'Text', exact: true }).fill('Open every day');
    await text.getByRole('textbox', { name: 'Text (Nepali)', exact: true }).fill('हरेक दिन खुला');

    await form.getByRole('button', { name: 'Cards', exact: true }).click();
    const cards = form.getByRole('group', { name: 'Block 2: Cards' });
    await cards.getByRole('button', { name: 'Add card' }).click();
    await cards.getByLabel('Card title', { exact: true }).fill('Check-ups');
    await cards.getByLabel('Card title (Nepali)').fill('स्वास्थ्य जाँच');
    await cards.getByLabel('Card text', { exact: true }).fill('Free for students');
    await cards.getByLabel('Card text (Nepali)').fill('विद्यार्थीका लागि निःशुल्क');

    await form.getByRole('button', { name: 'Call to action', exact: true }).click();
    const cta = form.getByRole('group', { name: 'Block 3: Call to action' });
    await cta.getByLabel('Button text', { exact: true }).fill('Contact us');
    await cta.getByLabel('Button text (Nepali)').fill('सम्पर्क गर्नुहोस्');
    await cta.getByLabel('Button link').fill('/contact');

    // by keyboard: the call to action moves above the cards
    await page.getByRole('button', { name: 'Move block 3 (Call to action) up' }).press('Enter');
    await expect(form.getByRole('group', { name: 'Block 2: Call to action' })).toBeVisible();

    const preview = page.getByTestId('page-preview');
    await expect(preview).toContainText('Open every day');
    await page.getByText('नेपाली', { exact: true }).click();
    await expect(preview).toContainText('हरेक दिन खुला');
    await expect(preview).toContainText('स्वास्थ्य जाँच');
    // the route walk audits the empty editor; here the editor holding blocks, with its preview
    await expectAccessible(page, 'page editor with three blocks');

    await form.getByRole('button', { name: 'Save page' }).click();
    await expect(toast(page, 'Page saved')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
    const id = page.url().split('/').pop()!;
    const menusBefore = await adminGet<{ header: unknown[]; footer: { useful: unknown[]; external: unknown[] } }>(page, token, '/api/menus?site=school');
    try {
      await page.goto('/admin/pages');
      await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem').filter({ hasText: title })).toContainText(path);

      // the API's row, as a visitor's request reads it
      const res = await page.request.get(`${SCHOOL_URL}/api/pages/by-path?site=school&path=${encodeURIComponent(path)}`);
      expect(res.ok()).toBeTruthy();
      expect(await res.json()).toMatchObject({
        path,
        title,
        status: 'published',
        ne: { title: 'स्वास्थ्य क्लिनिक' },
        blocks: [
          { type: 'richText', html: '<p>Open every day</p>', ne: { html: '<p>हरेक दिन खुला</p>' } },
          { type: 'cta', text: 'Contact us', link: '/contact', ne: { text: 'सम्पर्क गर्नुहोस्' } },
          { type: 'cards', items: [{ title: 'Check-ups', text: 'Free for students', ne: { title: 'स्वास्थ्य जाँच', text: 'विद्यार्थीका लागि निःशुल्क' } }] },
        ],
      });

      // into the footer's useful links, in both languages
      await page.goto('/admin/menus');
      const menus = page.getByRole('form', { name: 'Menus' });
      await menus.getByRole('button', { name: 'Add useful link' }).click();
      const link = menus.getByRole('group', { name: `Useful link ${menusBefore.footer.useful.length + 1}` });
      await link.getByLabel('Label', { exact: true }).fill(title);
      await link.getByLabel('Label (Nepali)').fill('स्वास्थ्य क्लिनिक');
      await link.getByLabel('Path or URL').fill(path);
      await menus.getByRole('button', { name: 'Save menus' }).click();
      await expect(toast(page, 'Menus saved')).toBeVisible();

      // a visitor finds it in the footer and reads it, then reads it in Nepali
      const guest = await visitor(browser);
      await guest.goto('/');
      await guest.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await expect(guest).toHaveURL(new RegExp(`${path}$`));
      await expect(guest.getByRole('heading', { name: title }).first()).toBeVisible();
      await expect(guest.getByText('Open every day')).toBeVisible();
      await expect(guest.getByText('Check-ups')).toBeVisible();
      await guest.goto(`/ne${path}`);
      await expect(guest.getByText('हरेक दिन खुला')).toBeVisible();
      await expect(guest.getByRole('contentinfo').getByRole('link', { name: 'स्वास्थ्य क्लिनिक' })).toBeVisible();
      await guest.context().close();
    } finally {
      // the menus as they were (other specs read them), then the page
      const restored = await page.request.put(`${SCHOOL_URL}/api/menus?site=school`, { headers: { Authorization: `Bearer ${token}` }, data: menusBefore });
      expect(restored.ok()).toBeTruthy();
      await adminDelete(page, token, `/api/pages/${id}`);
    }
  });
});
