import { adminGet, adminPost, adminToken, emptyList, expect, inDays, pdf, SCHOOL_URL, test, unique } from '../../support';

interface Career {
  _id: string;
  title: string;
  location: string;
}
interface Application {
  _id: string;
  careerId: string | null;
  careerTitle: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  originalFile: string;
}


test.describe('careers', () => {
  let token: string;
  let career: Career;

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    career = await adminPost<Career>(request, token, '/api/careers', {
      title: unique('Physics Teacher'),
      careerCategory: 'Teaching',
      noOfVacancy: 2,
      employmentType: 'Full time',
      location: 'Lalitpur campus',
      offeredSalary: 'NPR 45,000 per month',
      applyBefore: inDays(10),
      educationLevel: "Master's degree in Physics",
      experienceRequired: '2 years',
      careerSpecs: '<p>Teach <strong>physics</strong> to Grades 11 and 12.</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
      careerDesc: '<ul><li>Prepare lessons and lab work</li></ul><a href="javascript:window.__xss=3">click me</a>',
      note: '<p onclick="window.__xss=4">Shortlisted candidates will be called for a demo class.</p>',
    });
  });

  test('/careers shows cards with title and location, each linking to its detail', async ({ page }) => {
    await page.goto('/careers');
    const card = page.getByTestId('career-list').getByRole('article').filter({ hasText: career.title });
    await expect(card).toContainText('Lalitpur campus');
    await card.getByRole('link', { name: career.title, exact: true }).click();
    await expect(page).toHaveURL(`/careers/${career._id}`);
  });

  test('/careers shows its empty message', async ({ page }) => {
    await emptyList(page, /\/api\/careers$/);
    await page.goto('/careers');
    await expect(page.getByText('Sorry, there are no positions available at this time....')).toBeVisible();
  });

  test('/careers/{id} shows the deadline with the time remaining, and renders rich text inert', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/careers/${career._id}`);
    await expect(page.getByRole('heading', { level: 1, name: career.title })).toBeVisible();
    await expect(page.locator('.career-deadline')).toContainText(/Apply before \w+ \d{1,2}, \d{4} BS \(\w+day, \d{1,2} \w+ \d{4}\)/);
    await expect(page.locator('.career-deadline')).toContainText(/\((9|10) days and \d{1,2} hours? remaining\)/);
    await expect(page.getByText('NPR 45,000 per month')).toBeVisible();
    await expect(page.locator('.career-rich strong', { hasText: 'physics' })).toBeVisible();
    await expect(page.getByText('Prepare lessons and lab work')).toBeVisible();
    await page.getByText('Shortlisted candidates').click();
    await expect(page.locator('.career-rich a')).toHaveCount(0);
    await expect(page.locator('.career-rich img, .career-rich script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('applying uploads the CV with progress, sends the application and stores it with the file', async ({ page, request }) => {
    const cv = pdf('Curriculum vitae', 1);
    const name = unique('Sita Gurung');
    await page.goto(`/careers/${career._id}`);
    const form = page.locator('.career-apply');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Please provide Full Name')).toBeVisible();
    await expect(form.getByText('Please provide Valid Phone Number')).toBeVisible();
    await expect(form.getByText('Please add valid file')).toBeVisible();

    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('sita.gurung@example.com');
    await form.getByLabel('Phone number').fill('98412345');
    await expect(form.getByText('Please provide Valid Phone Number')).toBeVisible();
    await form.getByLabel('Phone number').fill('9841234567');
    await expect(form.getByText('Please provide Valid Phone Number')).toBeHidden();
    await form.getByLabel('Message').fill('I have taught physics for three years and would love to join Hope Academy.');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload?kind=cv') && r.status() === 201);
    await form.getByLabel('CV').setInputFiles({ name: 'sita-gurung-cv.pdf', mimeType: 'application/pdf', buffer: cv });
    await uploaded;
    await expect(form.locator('[data-upload-status="succeeded"]')).toBeVisible();

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/careers/send'));
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const { reference } = await (await sent).json();
    expect(reference).toMatch(/^JOB-\d{4}-\d{6}$/);
    await expect(page.getByText('Thanks. We will contact you soon!')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Your job application has been received' })).toContainText(`Your reference number: ${reference}`);
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Phone number')).toHaveValue('');

    const apps = await adminGet<Application[]>(request, token, '/api/careers/applications');
    const row = apps.find((a) => a.fullName === name);
    expect(row).toMatchObject({ careerId: career._id, careerTitle: career.title, email: 'sita.gurung@example.com', phoneNumber: '9841234567', originalFile: 'sita-gurung-cv.pdf' });
    const file = await request.get(`${SCHOOL_URL}/api/careers/applications/${row!._id}/cv`, { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(cv)).toBe(true);
  });

  test('a CV of 2 MB or more is refused with an alert, before any upload', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/upload') && uploads.push(r.url()));
    await page.goto(`/careers/${career._id}`);
    const form = page.locator('.career-apply');
    await form.getByLabel('CV').setInputFiles({ name: 'big-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'File size cant be greater than 2 MB' })).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test("a 'fail' answer shows the failure toast and keeps the form", async ({ page }) => {
    await page.route(/\/api\/careers\/send$/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"fail"}' }));
    await page.goto(`/careers/${career._id}`);
    const form = page.locator('.career-apply');
    await form.getByLabel('Full name').fill('Hari Thapa');
    await form.getByLabel('Email').fill('hari@example.com');
    await form.getByLabel('Phone number').fill('9800000000');
    await form.getByLabel('Message').fill('Please consider my application.');
    await form.getByLabel('CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf('Test notice', 1) });
    await expect(form.locator('[data-upload-status="succeeded"]')).toBeVisible();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Seems like there was a problem. Please try again later.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Hari Thapa');
  });
});
