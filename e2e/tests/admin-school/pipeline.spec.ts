import { adminDelete, adminGet, adminToken, chooseOption, expect, expectAccessible, register, SCHOOL_URL, signInAs, test, toast, unique } from '../../support';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';

// Issue 14, item 5: an admissions officer moves a registration through the pipeline in the
// console, with notes, sees the history, and exports the list as CSV.
// Signed in as an 'admissions' user (roles, issue 14, item 3).

test('a registration moves new → contacted → interview → admitted with notes; the history shows and Export CSV includes it', async ({ page }) => {
  const firstName = unique('Pipeline').replace(' ', '');
  const { _id: id } = await register(page, { firstName, lastName: 'Tester' });
  const token = await adminToken(page);
  try {
    const officer = await signInAs(page, 'admissions', `${SCHOOL_URL}/admin/home/registration/${id}`);
    const status = page.locator('.ant-card').filter({ has: page.getByText('Admission status', { exact: true }) });
    await expect(status.getByTestId('status-tag')).toHaveText('New');

    const steps = [
      ['Contacted', 'Phoned the mother'],
      ['Interview', 'Interview on Sunday at 10'],
      ['Admitted', 'Class 3, section B'],
    ] as const;
    for (const [to, note] of steps) {
      await chooseOption(page, status.getByLabel('Status', { exact: true }), to);
      await status.getByLabel('Note').fill(note);
      await status.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Registration updated').first()).toBeVisible();
      await expect(status.getByTestId('status-tag')).toHaveText(to);
      await expect(status.getByLabel('Note')).toHaveValue('');
    }

    // the history, oldest first, after a reload (so it is the server's)
    await page.reload();
    const entries = page.getByTestId('history-entry');
    await expect(entries).toHaveCount(3);
    const expected = [['New → Contacted', 'Phoned the mother'], ['Contacted → Interview', 'Interview on Sunday at 10'], ['Interview → Admitted', 'Class 3, section B']];
    for (const [i, [change, note]] of expected.entries()) {
      await expect(entries.nth(i)).toContainText(change);
      await expect(entries.nth(i)).toContainText(note);
      await expect(entries.nth(i)).toContainText(officer.name);
    }
    await expectAccessible(page, 'registration with its status form and history');
    const stored = await adminGet<{ status: string; history: Array<{ from: string; to: string; note: string }> }>(page, token, `/api/registrations/${id}`);
    expect(stored.status).toBe('admitted');
    expect(stored.history.map((h) => [h.from, h.to, h.note])).toEqual([
      ['new', 'contacted', 'Phoned the mother'],
      ['contacted', 'interview', 'Interview on Sunday at 10'],
      ['interview', 'admitted', 'Class 3, section B'],
    ]);

    // the pipeline list on the dashboard: filtered to Admitted and searched by name
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    const pipeline = page.getByRole('region', { name: 'Registrations' });
    await chooseOption(page, pipeline.getByRole('combobox', { name: 'Status' }), 'Admitted');
    const search = pipeline.getByRole('searchbox', { name: 'Search registrations' });
    await search.fill(firstName);
    await search.press('Enter');
    const row = pipeline.getByRole('row').filter({ has: page.getByRole('link', { name: `${firstName} Tester` }) });
    await expect(row.getByTestId('status-tag')).toHaveText('Admitted');
    await expect(pipeline.getByRole('link', { name: /Tester$/ })).toHaveCount(1);
    await expectAccessible(page, 'dashboard with the filtered pipeline');

    // Export CSV with these filters: the download is the server's file, fetched with the token
    const downloading = page.waitForEvent('download');
    await pipeline.getByRole('button', { name: /Export CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({ 'First name': firstName, 'Last name': 'Tester', Email: 'applicant@example.test', Preference: 'Primary', Status: 'admitted' }),
    ]);
  } finally {
    await adminDelete(page, token, `/api/registrations/${id}`);
  }
});
