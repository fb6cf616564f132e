import { adminGet, adminToken, expect, type Page, pdf, png, recordJsonBodies, SCHOOL_URL, sentBodies, test, unique } from '../../support';

interface Registration {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preference: string;
  lvl: string;
  faculty: string;
  markSheet: string;
  ppPhoto: string;
  characterCerf: string;
  application: string;
  attachApplication: string;
}

async function chooseLevel(page: Page, label: string) {
  await page.getByLabel('Level', { exact: true }).selectOption({ label });
}

async function fillStudent(page: Page, email: string) {
  await page.getByLabel('First name', { exact: true }).fill('Aarav');
  await page.getByLabel('Last name', { exact: true }).fill('Maharjan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('9841000001');
  await page.getByLabel('Address', { exact: true }).fill('Jawalakhel, Lalitpur');
}

/**
 * Chooses a file and waits for its upload's answer (201). A file the page refuses before sending it (too
 * large once scaled) fails at once with the page's words, not at the test's time-out; how long the page
 * took to send it (a photo is scaled first) is noted on the test.
 */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const input = page.getByLabel(label, { exact: true });
  const alert = page.locator('.upload-field').filter({ has: input }).getByRole('alert');
  const sent = page.waitForRequest((r) => r.url().includes('/api/registrations/uploads/') && r.method() === 'POST');
  const refused = alert.waitFor().then(async () => `the page did not send ${file.name}: ${await alert.innerText()}`);
  const chosen = Date.now();
  await input.setInputFiles(file);
  const outcome = await Promise.race([sent, refused]);
  if (typeof outcome === 'string') throw new Error(outcome);
  test.info().annotations.push({ type: 'upload', description: `${file.name}: sent ${Date.now() - chosen} ms after it was chosen` });
  expect((await outcome.response())?.status()).toBe(201);
}


test.describe('/registration (Apply Now)', () => {
  test('required messages, the level alert, the classes of each level, and no captcha without a site key', async ({ page }) => {
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply Now' })).toBeVisible();
    await expect(page.getByText('Please Select Level Value')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const text of ['Please provide First Name', 'Please provide Last Name', 'Please provide valid email address', 'Please provide valid Phone Number.', 'Please provide Address']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: 'Please Select Level Value' })).toBeVisible();
    await expect(page.getByText('Please fill out the reCAPTCHA')).toHaveCount(0);
    await expect(page.locator('.registration-captcha')).toHaveCount(0);

    await page.getByLabel('Phone', { exact: true }).fill('98410abc');
    await expect(page.getByText('Please provide valid Phone Number.')).toBeVisible();

    const classGroup = page.getByRole('radiogroup', { name: 'Class' });
    await expect(classGroup.getByRole('radio')).toHaveCount(2);
    await classGroup.getByLabel('Kindergarten').check();
    await expect(page.getByRole('alert').filter({ hasText: 'Please Select Level Value' })).toHaveCount(0);

    await chooseLevel(page, 'Primary (1-5)');
    await expect(classGroup.getByRole('radio')).toHaveCount(5);
    await expect(classGroup.getByRole('radio', { checked: true })).toHaveCount(0);
    await chooseLevel(page, 'Lower Secondary (6-8)');
    await expect(classGroup.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('radiogroup', { name: 'Faculty' })).toHaveCount(0);
    await expect(page.getByLabel('Character certificate', { exact: true })).toHaveCount(0);
    await chooseLevel(page, 'Senior Higher Secondary (11-12)');
    await expect(page.getByRole('radiogroup', { name: 'Class' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Faculty' }).getByRole('radio')).toHaveCount(3);
    await expect(page.getByText('Only PDF | PNG | JPG')).toBeVisible();
  });

  test('submitting with documents stores the registration and its files, then clears the form back to Preschool', async ({ page }) => {
    const email = `${unique('aarav').replace(/\s+/g, '.')}@example.com`;
    const marksheet = pdf('Marksheet Grade 8', 1);
    const letter = pdf('Application letter', 1);
    await page.goto('/registration');
    await fillStudent(page, email);
    await chooseLevel(page, 'Junior Higher Secondary (9-10)');
    await page.getByRole('radiogroup', { name: 'Class' }).getByLabel('Class 9').check();
    await expect(page.getByText('Only PDF | WORD', { exact: true })).toBeVisible();
    await expect(page.getByText('Only PNG | JPG', { exact: true })).toBeVisible();
    await upload(page, 'Marksheet of the last class', { name: 'marksheet-grade-8.pdf', mimeType: 'application/pdf', buffer: marksheet });
    await upload(page, 'Passport-size photo', { name: 'aarav.png', mimeType: 'image/png', buffer: png(120, 160, [90, 120, 160]) });
    await page.getByLabel('Attach an application letter').check();
    await expect(page.getByText('Only PDF | MS WORD | DOCX')).toBeVisible();
    await upload(page, 'Application letter', { name: 'letter.pdf', mimeType: 'application/pdf', buffer: letter });

    const created = page.waitForResponse((r) => r.url().endsWith('/api/registrations') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    await expect(page.getByText('Thanks for Registration!')).toBeVisible();
    // the success screen keeps the registration's reference (issue 33)
    const { reference } = await answer.json();
    expect(reference).toMatch(/^REG-\d{4}-\d{6}$/);
    await expect(page.getByRole('status', { name: 'Your application has been received' })).toContainText(`Your reference number: ${reference}`);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Level', { exact: true })).toHaveValue('Preschool');
    await expect(page.getByRole('radiogroup', { name: 'Class' }).getByRole('radio')).toHaveCount(2);
    await expect(page.locator('.ant-upload-list-item')).toHaveCount(0);
    await expect(page.getByLabel('Write an application')).toBeChecked();

    const token = await adminToken(page.request);
    const list = await adminGet<Registration[]>(page.request, token, '/api/registrations');
    const row = list.find((r) => r.email === email)!;
    expect(row).toMatchObject({ firstName: 'Aarav', lastName: 'Maharjan', phone: '9841000001', preference: 'Junior Higher Secondary', lvl: '9', faculty: '' });
    for (const [ref, bytes] of [[row.markSheet, marksheet], [row.ppPhoto, null], [row.attachApplication, letter]] as const) {
      const file = await page.request.get(`${SCHOOL_URL}${ref}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(file.status()).toBe(200);
      const body = Buffer.from(await file.body());
      // documents are kept as sent; a photo is the JPEG the browser scaled it to
      if (bytes) expect(body.equals(bytes)).toBe(true);
      else expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      // admission documents are private
      expect((await page.request.get(`${SCHOOL_URL}${ref}`)).status()).toBe(401);
    }
  });

  test('Senior Higher Secondary sends the faculty, the character certificate and a typed application', async ({ page }) => {
    const email = `${unique('senior').replace(/\s+/g, '.')}@example.com`;
    await page.goto('/registration');
    await fillStudent(page, email);
    await chooseLevel(page, 'Senior Higher Secondary (11-12)');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please Select Faculty' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Faculty' }).getByLabel('Management').check();
    await upload(page, 'Marksheet of the last class', { name: 'see.pdf', mimeType: 'application/pdf', buffer: pdf('Test notice', 1) });
    await upload(page, 'Passport-size photo', { name: 'me.png', mimeType: 'image/png', buffer: png() });
    await upload(page, 'Character certificate', { name: 'character.png', mimeType: 'image/png', buffer: png(50, 50, [10, 10, 10]) });
    await page.getByLabel('Application text').fill('I would like to join the Management stream at Hope College.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Thanks for Registration!')).toBeVisible();

    const token = await adminToken(page.request);
    const row = (await adminGet<Registration[]>(page.request, token, '/api/registrations')).find((r) => r.email === email)!;
    expect(row).toMatchObject({ preference: 'Senior Higher Secondary', faculty: 'Management', application: 'I would like to join the Management stream at Hope College.' });
    expect(row.characterCerf).toMatch(/^\/api\/registrations\/files\//);
  });

  test('submit waits while an upload runs, and a failed upload shows its hint and blocks submit', async ({ page }) => {
    let release: () => void = () => undefined;
    await page.route(/\/api\/registrations\/uploads\/marksheet$/, async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Please add valid file' }) });
    });
    await page.goto('/registration');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await page.getByLabel('Marksheet of the last class').setInputFiles({ name: 'marks.pdf', mimeType: 'application/pdf', buffer: pdf('Test notice', 1) });
    await expect(page.locator('[data-upload-status="uploading"]')).toBeVisible();
    await expect(submit).toBeDisabled();
    release();
    await expect(page.getByText('Please add valid file (Only PDF | WORD)')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  test('with a reCAPTCHA site key the widget shows and must be completed; its token is sent', async ({ page }) => {
    await page.route(/\/remotes\.json$/, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), recaptchaSiteKey: 'test-site-key' } });
    });
    // A stand-in for Google's script: no page may need the internet.
    await page.route(/recaptcha\/api\.js/, (route) => {
      const onload = new URL(route.request().url()).searchParams.get('onload') ?? '';
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.grecaptcha = { ready: (f) => f(), render: (el, o) => { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'I am not a robot'; b.onclick = () => o.callback('stub-token'); el.appendChild(b); return 0; }, reset: () => {}, getResponse: () => '', execute: () => {} }; window[${JSON.stringify(onload)}] && window[${JSON.stringify(onload)}]();`,
      });
    });
    await recordJsonBodies(page, '/api/registrations');
    const email = `${unique('captcha').replace(/\s+/g, '.')}@example.com`;
    await page.goto('/registration');
    await fillStudent(page, email);
    await page.getByRole('radiogroup', { name: 'Class' }).getByLabel('Nursery').check();
    await upload(page, 'Marksheet of the last class', { name: 'm.pdf', mimeType: 'application/pdf', buffer: pdf('Test notice', 1) });
    await upload(page, 'Passport-size photo', { name: 'p.png', mimeType: 'image/png', buffer: png() });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill out the reCAPTCHA' })).toBeVisible();
    await page.getByRole('button', { name: 'I am not a robot' }).click();
    await expect(page.getByText('Please fill out the reCAPTCHA')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Thanks for Registration!')).toBeVisible();
    const [body] = await sentBodies<{ token: string; email: string; lvl: string }>(page);
    expect(body).toMatchObject({ token: 'stub-token', email, lvl: 'Nursery' });
  });

  test('a Nepali parent on a 360-px phone: a phone number in Nepali digits and an 8 MB camera photo go through', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const email = `${unique('nepali-phone').replace(/\s+/g, '.')}@example.com`;
    await page.goto('/ne/registration');
    // an 8 MB JPEG, as a phone camera takes it: 4000 × 3000 of fine detail, drawn by the browser
    const photo = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [4000, 3000];
        const g = canvas.getContext('2d')!;
        const pixels = g.createImageData(4000, 3000);
        // a gradient with grain: some detail, as in a photo
        for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : ((i >> 6) % 200) + ((i * 2654435761) >>> 27);
        g.putImageData(pixels, 0, 0);
        const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.95));
        // at least 8 MB: bytes after the image's end, which every decoder ignores, make up any shortfall
        const bytes = new Uint8Array(Math.max(blob.size, 8 * 1024 * 1024 + 1));
        bytes.set(new Uint8Array(await blob.arrayBuffer()));
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      }),
      'base64',
    );
    expect(photo.length).toBeGreaterThan(8 * 1024 * 1024);
    await expect(page.getByText('बढीमा ५ MB; ठूलो फोटो पठाउनुअघि आफैँ सानो बनाइन्छ')).toBeVisible();
    await page.getByLabel('पहिलो नाम', { exact: true }).fill('आरव');
    await page.getByLabel('थर', { exact: true }).fill('महर्जन');
    await page.getByLabel('इमेल', { exact: true }).fill(email);
    await page.getByLabel('फोन', { exact: true }).fill('९८४१२३४५६७');
    await page.getByLabel('ठेगाना', { exact: true }).fill('जावलाखेल, ललितपुर');
    await page.getByRole('radiogroup', { name: 'कक्षा' }).getByLabel('नर्सरी').check();
    await upload(page, 'अघिल्लो कक्षाको लब्धाङ्क पत्र', { name: 'marks.pdf', mimeType: 'application/pdf', buffer: pdf('Marksheet', 1) });
    // accepted (201) under the 5 MB limit: the browser scaled it (checked on the stored photo below)
    await upload(page, 'पासपोर्ट साइजको फोटो', { name: 'IMG_20261126.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'आवेदन पेश गर्नुहोस्' }).click();
    await expect(page.getByText('भर्ना आवेदनका लागि धन्यवाद!')).toBeVisible();

    const token = await adminToken(page.request);
    const row = (await adminGet<Registration[]>(page.request, token, '/api/registrations')).find((r) => r.email === email)!;
    expect(row.phone).toBe('9841234567');
    const size = await page.evaluate(
      async ({ url, token }) => {
        const bitmap = await createImageBitmap(await (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).blob());
        return [bitmap.width, bitmap.height];
      },
      { url: row.ppPhoto, token },
    );
    expect(size).toEqual([2000, 1500]);
  });
});
