import { BS_AD_DATE, closeViewerWithEscape, emptyList, expect, formError, noteViewerFades, SCHOOL_URL, test, toast, WOMEN_URL } from '../../support';

test.describe("women's-centre public pages (SPEC §2.3)", () => {
  test.use({ baseURL: WOMEN_URL });

  test('/about: intro, aims, the visitor slider and three course tiles', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await expect(page.getByTestId('about-aims').getByRole('listitem')).toHaveCount(5);
    const slider = page.getByTestId('visitor-testimonials');
    await expect(slider.getByRole('heading', { name: 'What Our Visitor Says About Us' })).toBeVisible();
    await expect(slider.getByText('Radhika Shrestha').first()).toBeAttached();
    const tiles = page.getByTestId('course-tiles');
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(['Health Science', 'Hotel Management', 'Law']);
  });

  test('/about empty state: no testimonials, no slider', async ({ page }) => {
    await emptyList(page, '/api/testimonials');
    await page.goto('/about');
    await expect(page.getByTestId('course-tiles')).toBeVisible();
    await expect(page.getByText('What Our Visitor Says About Us')).toHaveCount(0);
  });

  test('/clinic: services, and the English PDF paged through both pages in its tab', async ({ page }) => {
    await page.goto('/clinic');
    const services = page.getByTestId('clinic-services');
    for (const s of ['Cervical cancer screening', 'Maternal and menstrual health consultation', 'Counselling', 'Outreach tours']) {
      await expect(services.getByRole('heading', { name: s })).toBeVisible();
    }
    const tabs = page.getByTestId('brochure-tabs');
    await expect(tabs.getByRole('tab', { name: 'Cervical Cancer Brochure in English' })).toHaveAttribute('aria-selected', 'true');
    const pdf = page.getByTestId('brochure-english');
    // the viewer (antd, react-pdf, pdf.js) comes when the brochure is scrolled to, not with the page (issue 36)
    await expect(pdf.getByTestId('pdf-viewer')).toHaveCount(0);
    await pdf.scrollIntoViewIfNeeded();
    await expect(pdf.getByTestId('pdf-page-count')).toHaveText('of 2');
    await expect(pdf.getByRole('spinbutton', { name: 'Page' })).toHaveValue('1');
    await expect(pdf.locator('.react-pdf__Page[data-page-number="1"] canvas')).toBeVisible();
    await expect(pdf.getByText('Cervical Cancer: Know the Facts')).toBeAttached();
    await expect(pdf.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pdf.getByRole('button', { name: 'Next page' }).click();
    await expect(pdf.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
    await expect(pdf.locator('.react-pdf__Page[data-page-number="2"] canvas')).toBeVisible();
    await expect(pdf.getByText('Screening and Prevention')).toBeAttached();
    await expect(pdf.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pdf.getByRole('button', { name: 'Previous page' }).click();
    await expect(pdf.getByRole('spinbutton', { name: 'Page' })).toHaveValue('1');
    // The PDF is an asset of this remote, served from this origin.
    const href = await pdf.getByRole('link', { name: /Download the brochure/ }).getAttribute('href');
    // (Node cannot resolve women.localhost; the same server answers on the school host.)
    const res = await page.request.get(`${SCHOOL_URL}${new URL(href!, page.url()).pathname}`);
    expect(res.headers()['content-type']).toContain('application/pdf');

    await tabs.getByRole('tab', { name: 'Cervical Cancer Brochure in Nepali' }).click();
    const image = page.getByTestId('brochure-nepali').getByRole('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('/clinic below 822 px: no tabs, both brochures shown one after the other', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/clinic');
    const plain = page.getByTestId('brochures-plain');
    await expect(plain.getByRole('heading', { name: 'Cervical Cancer Brochure in English' })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'Cervical Cancer Brochure in Nepali' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await plain.getByTestId('brochure-english').scrollIntoViewIfNeeded();
    await expect(plain.getByTestId('pdf-page-count')).toHaveText('of 2');
    await expect(plain.getByTestId('brochure-nepali').getByRole('img')).toBeAttached();
  });

  test('/gallery: album cards with thumbnail, name, DD-MMM-YYYY date and View; /gallery/{id}: Back, name, lightbox', async ({ page }) => {
    await page.goto('/gallery');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Clinic outreach tour' }) });
    await expect(card).toBeVisible();
    await expect(card.locator('time')).toHaveText(new RegExp(`^${BS_AD_DATE.source}$`));
    await expect(card.getByRole('img')).toHaveAttribute('src', /\.thumb\.webp$/);
    await expect(card.getByRole('img')).toHaveAttribute('loading', 'lazy');
    // School albums never show here.
    await expect(page.getByRole('heading', { name: 'Annual Sports Week' })).toHaveCount(0);
    await card.getByRole('link', { name: 'View Clinic outreach tour' }).click();
    await expect(page).toHaveURL(/\/gallery\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic outreach tour' })).toBeVisible();
    const photos = page.getByRole('list', { name: 'Photos of Clinic outreach tour' });
    await expect(photos.getByRole('listitem')).toHaveCount(5);
    const fades = await noteViewerFades(page);
    await photos.getByRole('button', { name: 'Open photo 2 of 5 in the viewer' }).click();
    await expect(page.locator('.ant-image-preview img').first()).toHaveAttribute('src', /\.web\.webp$/);
    await closeViewerWithEscape(page);
    // no fade in or out: closed during its fade, the viewer used to stay on screen (react-component/image#508)
    expect(await fades()).toEqual([]);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/gallery`);
  });

  test('/gallery empty state and a broken image falls back; /gallery/albums redirects to /gallery', async ({ page }) => {
    await page.goto('/gallery/albums');
    await expect(page).toHaveURL(`${WOMEN_URL}/gallery`);
    await page.route(/\/uploads\/.*\.(webp|png)$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const cover = page.getByRole('img', { name: 'Cover photo of the album Clinic outreach tour' });
    await expect(cover).toHaveAttribute('src', /image-fallback.*\.svg$/);
    await page.unroute(/\/uploads\//);
    await emptyList(page, '/api/gallery');
    await page.reload();
    await expect(page.getByText("Sorry we couldn't find any albums.")).toBeVisible();
  });

  test('/gallery/{id} of an unknown album shows an error, not a blank page', async ({ page }) => {
    await page.goto('/gallery/no-such-album');
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('/contact: cards, the form with its messages and success toast, and the map', async ({ page }) => {
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/contact');
    const cards = page.getByTestId('contact-cards');
    for (const t of ['Address', 'Email', 'Phone']) await expect(cards.getByRole('heading', { name: t })).toBeVisible();
    await expect(cards.getByRole('link', { name: 'womencentre@hopeacademy.edu.np' })).toHaveAttribute('href', 'mailto:womencentre@hopeacademy.edu.np');
    // Click-to-load: nothing from Google until 'Show map'.
    const map = page.getByTestId('location-map');
    await expect(map.locator('iframe')).toHaveCount(0);
    await map.getByRole('button', { name: 'Show map' }).click();
    await expect(map.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
    await expect(page.getByRole('link', { name: /in Google Maps/ })).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const msg of ['Please enter your fullname.', 'Please provide a valid email address.', 'Subject field cannot be empty.', 'Message field cannot be empty.']) {
      await expect(formError(form, msg)).toBeVisible();
    }
    await form.getByLabel('Full name').fill('Maya Gurung');
    await form.getByLabel('Email').fill('maya@example.com');
    await form.getByLabel('Subject').fill('Scholarship for Law');
    await form.getByLabel('Message').fill('How do I apply for the Law scholarship this year?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Thanks. We will contact you soon!')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
  });

  test('/contact offline: the map becomes a plain link', async ({ page, context }) => {
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/contact');
    const map = page.getByTestId('location-map');
    await map.getByRole('button', { name: 'Show map' }).click();
    await expect(map.locator('iframe')).toBeAttached();
    await context.setOffline(true);
    await expect(page.getByTestId('map-offline')).toBeVisible();
    await expect(map.locator('iframe')).toHaveCount(0);
    await expect(map.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);
    await context.setOffline(false);
    await expect(map.locator('iframe')).toBeAttached();
  });

  test('/contact fits a 375-px phone: nothing scrolls sideways, before or after the map is shown', async ({ page }) => {
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact');
    const show = page.getByTestId('location-map').getByRole('button', { name: 'Show map' });
    await expect(show).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await show.click();
    await expect(page.getByTestId('location-map').locator('iframe')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('/admin/login works here; console paths send visitors to it', async ({ page }) => {
    await page.goto('/admin/carousel');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fcarousel$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Bhimsen Marg, Lalitpur-3, Nepal')).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the website' }).click();
    await expect(page.getByTestId('women-home')).toBeVisible();
  });

  test('unknown paths show the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Sorry, there is nothing here ...' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page.getByTestId('women-home')).toBeVisible();
  });
});
