import { expect, test } from '@playwright/test';
import { unique } from '../../support/env';
import { adminGet, adminToken } from './support';

interface Message {
  name: string;
  email: string;
  subject: string;
  message: string;
}

test.describe('/contact', () => {
  test('shows the contact details, the four messages after a first submit, and stores a sent message', async ({ page, request }) => {
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('.contact-cards')).toContainText('Bhimsen Marg, Lalitpur-3, Nepal');
    await expect(page.getByTitle('Map showing Hope Academy Higher Secondary School')).toHaveAttribute('loading', 'lazy');

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
    expect(await (await sent).json()).toEqual({ status: 'success' });
    await expect(page.getByText('Thanks. We will contact you soon!')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByText('Please enter your fullname.')).toHaveCount(0);

    const token = await adminToken(request);
    const inbox = await adminGet<Message[]>(request, token, '/api/contact/messages');
    expect(inbox.find((m) => m.name === name)).toMatchObject({
      email: 'gita.shrestha@example.com',
      subject: 'Admission for my daughter',
      message: 'Is there still a place in Grade 6 for the coming session?',
    });
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
