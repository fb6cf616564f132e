import { adminGet, adminToken, type APIRequestContext, expect, holdBack, sendContactWhileHeld, test, unique } from '../../support';

interface Message {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The message stored under `name`, as the console's inbox lists it. */
async function storedMessage(request: APIRequestContext, name: string): Promise<Message | undefined> {
  const inbox = await adminGet<Message[]>(request, await adminToken(request), '/api/contact/messages');
  return inbox.find((m) => m.name === name);
}

test.describe('/contact', () => {
  test('shows the contact details, the four messages after a first submit, and stores a sent message', async ({ page, request }) => {
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('.contact-cards')).toContainText('Bhimsen Marg, Lalitpur-3, Nepal');


    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByText('Please enter your fullname.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Please enter your fullname.', 'Please provide a valid email address.', 'Subject field cannot be empty.', 'Message field cannot be empty.']) {
      await expect(form.getByText(text)).toBeVisible();
    }
    const name = unique('Gita Shrestha');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Please provide a valid email address.')).toBeVisible();
    await form.getByLabel('Email').fill('gita.shrestha@example.com');
    await form.getByLabel('Subject').fill('Admission for my daughter');
    await form.getByLabel('Message').fill('Is there still a place in Grade 6 for the coming session?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact/send'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const { reference } = await (await sent).json();
    expect(reference).toMatch(/^MSG-\d{4}-\d{6}$/);
    await expect(page.getByText('Thanks. We will contact you soon!')).toBeVisible();
    // the success screen keeps the message's reference (issue 33)
    await expect(page.getByRole('status', { name: 'Your message has been received' })).toContainText(`Your reference number: ${reference}`);
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByText('Please enter your fullname.')).toHaveCount(0);

    expect(await storedMessage(request, name)).toMatchObject({
      email: 'gita.shrestha@example.com',
      subject: 'Admission for my daughter',
      message: 'Is there still a place in Grade 6 for the coming session?',
    });
  });

  test("the form's code waits for the visitor: what is typed and sent while it is held back is kept and sent once it arrives", async ({ page, request }) => {
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    // the form's own chunk (antd's Form, its checks) held back, as a slow connection would
    const { asked, release } = await holdBack(page, /\/remotes\/mf-public-school\/contact-form\.[^/]+\.js$/);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(asked, 'the page hydrates without the form’s code').toEqual([]);

    const name = unique('Hari Karki');
    await sendContactWhileHeld(page, () => {
      // the first focus asked for the code, once
      expect(asked).toHaveLength(1);
      release();
    }, { name, email: 'hari.karki@example.com', subject: 'School bus from Imadol', message: 'Typed before the form’s code had arrived.' }, 'click');
    expect(await storedMessage(request, name)).toMatchObject({
      email: 'hari.karki@example.com',
      subject: 'School bus from Imadol',
      message: 'Typed before the form’s code had arrived.',
    });
  });

  test("the map loads from Google only after 'Show map', and the link opens it in a new tab", async ({ page }) => {
    const google: string[] = [];
    await page.route(/google\.com\/maps/, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' });
    });
    await page.goto('/contact');
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.getByText('Bhimsen Marg, Lalitpur-3, Nepal', { exact: true })).toBeVisible();
    const link = map.getByRole('link', { name: 'Open Bhimsen Marg, Lalitpur-3, Nepal in Google Maps' });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Hope/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(map.locator('iframe')).toHaveCount(0);
    expect(google).toEqual([]);

    await map.getByRole('button', { name: 'Show map' }).click();
    const frame = page.getByTitle('Map showing Hope Academy Higher Secondary School');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=Hope.*&output=embed$/);
    await expect.poll(() => google.length).toBeGreaterThan(0);
  });

  test('fits a 375-px phone: nothing scrolls sideways, before or after the map is shown', async ({ page }) => {
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByTitle('Map showing Hope Academy Higher Secondary School')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("a 'fail' answer or a network error shows the failure toast", async ({ page }) => {
    let attempt = 0;
    await page.route(/\/api\/contact\/send$/, (route) =>
      attempt++ === 0 ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"fail"}' }) : route.abort(),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Ram Bahadur');
    await form.getByLabel('Email').fill('ram@example.com');
    await form.getByLabel('Subject').fill('Bus route');
    await form.getByLabel('Message').fill('Does the school bus come to Imadol?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Seems like there was a problem. Please try again later.')).toHaveCount(1);
    await expect(form.getByLabel('Full name')).toHaveValue('Ram Bahadur');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Seems like there was a problem. Please try again later.')).toHaveCount(2);
  });
});
