import { acceptConfirm, expect, pdf, signIn, test, toast, unique } from '../../support';
import { readFileSync } from 'node:fs';

test.describe('admin inbox', () => {
  test('contact messages and job applications: open, mark read, CV download, delete', async ({ page }) => {
    const subject = unique('E2E subject');
    const sent = await page.request.post('/api/contact/send', {
      data: { mailerState: { name: 'Parent Tester', email: 'parent@example.test', subject, message: 'When does term start?' } },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();

    const careerTitle = unique('E2E Librarian');
    const cvUpload = await page.request.post('/api/upload?kind=cv', {
      multipart: { formFile: { name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: pdf('Curriculum vitae', 1) } },
    });
    expect(cvUpload.ok(), await cvUpload.text()).toBeTruthy();
    const applied = await page.request.post('/api/careers/send', {
      data: {
        careerData: {
          careerTitle,
          fullName: 'Job Seeker',
          email: 'seeker@example.test',
          phoneNumber: '9812345678',
          message: 'I would like to apply.',
          cv: await cvUpload.json(),
        },
      },
    });
    expect(applied.ok(), await applied.text()).toBeTruthy();

    await signIn(page);
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Inbox' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);

    // Contact message: opening it shows it in full and marks it read.
    const row = page.getByTestId('inbox-row').filter({ hasText: subject });
    await expect(row).toHaveAttribute('data-read', 'false');
    await row.getByRole('button', { name: 'Open' }).click();
    await expect(row.getByText('When does term start?')).toBeVisible();
    await expect(row).toHaveAttribute('data-read', 'true');
    acceptConfirm(page);
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Message Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('inbox-row').filter({ hasText: subject })).toHaveCount(0);

    // Job application: mark read with the button, download the CV, delete.
    await page.getByRole('tab', { name: 'Job applications' }).click();
    const app = page.getByTestId('inbox-row').filter({ hasText: careerTitle });
    const panel = app;
    await expect(app).toHaveAttribute('data-read', 'false');
    await panel.getByRole('button', { name: 'Mark read' }).click();
    await expect(app).toHaveAttribute('data-read', 'true');
    await app.getByRole('button', { name: 'Open' }).click();
    const downloadPromise = page.waitForEvent('download');
    await panel.getByRole('button', { name: /Download CV/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('my-cv.pdf');
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    acceptConfirm(page);
    await panel.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Application Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('inbox-row').filter({ hasText: careerTitle })).toHaveCount(0);
  });
});
