import { adminPost, adminToken, expect, hydratingContext, requestOf, SCHOOL_URL, test, unique } from '../../support';

// Results day (issue 37): the public lookup is a plain form the server answers, so it works with
// JavaScript off: pick the exam, type the symbol number and the BS date of birth, see the result.

test('without JavaScript, /results answers a student\'s result, and one message for a wrong date of birth', async ({ browser, page }) => {
  const token = await adminToken(page);
  const title = unique('E2E Terminal');
  const exam = await adminPost<{ _id: string }>(page, token, '/api/exams', { site: 'school', title, ne: { title }, year: 2082, grading: 'gpa' });
  const symbol = String(Date.now()).slice(-8);
  const sheet = ['Symbol No,Student Name,DOB (BS),Class,Section,English,Nepali,Maths', `${symbol},Sita Kumari Rai,2065-01-15,10,A,95,82,71`].join('\n');
  const headers = { Authorization: `Bearer ${token}` };
  const imported = await requestOf(page).post(`${SCHOOL_URL}/api/exams/${exam._id}/results?commit=true`, {
    headers, multipart: { file: { name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const published = await requestOf(page).patch(`${SCHOOL_URL}/api/exams/${exam._id}`, { headers, data: { published: true } });
  expect(published.status(), await published.text()).toBe(200);

  const context = hydratingContext(await browser.newContext({ javaScriptEnabled: false }), { javaScriptEnabled: false });
  try {
    const parent = await context.newPage();
    await parent.goto(`${SCHOOL_URL}/results`);
    await expect(parent.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    // in the site's look: its menu and footer around the form; its language switch leads to this page in Nepali
    await expect(parent.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(parent.locator('footer')).toContainText('All rights reserved');
    await expect(parent.getByTestId('language-switch')).toHaveAttribute('href', '/ne/results');
    const form = async (dob: string) => {
      await parent.getByLabel('Exam').selectOption({ label: `${title} (2082)` });
      await parent.getByLabel('Symbol number').fill(symbol);
      await parent.getByLabel('Date of birth (BS, YYYY-MM-DD)').fill(dob);
      await parent.getByRole('button', { name: 'See the result' }).click();
    };
    await form('2065-01-15');
    await expect(parent.getByRole('heading', { level: 2, name: 'Sita Kumari Rai' })).toBeVisible();
    await expect(parent.getByText('GPA: 3.60')).toBeVisible();
    await expect(parent.getByRole('link', { name: 'Download the marksheet (PDF)' })).toBeVisible();

    await form('2065-01-16');
    await expect(parent.getByRole('alert')).toHaveText('No result matches this symbol number and date of birth');
    await expect(parent.getByText('Sita Kumari Rai')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
