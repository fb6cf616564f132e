import { acceptConfirm, expect, formError, type Page, pngFile, scrollThrough, signIn, test, textFile, toast, unique, upload, visitor } from '../../support';

const SECTIONS = [
  { heading: 'Teams', dialog: 'Add Team Member', added: 'Team Added Successfully', deleted: 'Team Deleted Successfully', message: false, publicPath: '/' },
  { heading: 'Students', dialog: 'Add Student Testimonial', added: 'Testimonial Added Successfully', deleted: 'Testimonial Deleted Successfully', message: true, publicPath: '/school' },
  { heading: 'Visitors', dialog: 'Add Visitor Testimonial', added: 'Testimonial Added Successfully', deleted: 'Testimonial Deleted Successfully', message: true, publicPath: '/college' },
] as const;

const section = (page: Page, heading: string) => page.getByTestId(`section-${heading}`);

test.describe('admin testimonials', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("the 'New' dialog shows its messages and takes images only", async ({ page }) => {
    await page.goto('/admin/testimonials');
    await section(page, 'Students').getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Student Testimonial' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const msg of ['Please add valid image', 'Please provide Full Name', 'Please provide Description', 'Please provide Message']) {
      await expect(formError(dialog, msg)).toBeVisible();
    }
    await upload(dialog, 'Image', textFile(), 'failed');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  for (const s of SECTIONS) {
    test(`${s.heading}: add through 'New', see it in the carousel and on ${s.publicPath}, delete`, async ({ page, browser }) => {
      const name = unique(`E2E ${s.heading}`);
      await page.goto('/admin/testimonials');
      await section(page, s.heading).getByRole('button', { name: 'New' }).click();
      const dialog = page.getByRole('dialog', { name: s.dialog });
      await upload(dialog, 'Image', pngFile('person.png', [90, 90, 200]));
      await dialog.getByLabel('Full Name').fill(name);
      await dialog.getByLabel('Description', { exact: true }).fill('Class of 2026');
      if (s.message) await dialog.getByLabel('Message').fill('A wonderful school.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(toast(page, s.added)).toBeVisible();
      await expect(dialog).toBeHidden();
      const card = section(page, s.heading).getByTestId('person-card').filter({ hasText: name });
      await expect(card).toBeAttached();

      const guest = await visitor(browser);
      await guest.goto(s.publicPath);
      await scrollThrough(guest);
      await expect(guest.getByText(name).first()).toBeAttached();

      acceptConfirm(page);
      await section(page, s.heading).getByRole('button', { name: `Delete ${name}` }).dispatchEvent('click');
      await expect(toast(page, s.deleted)).toBeVisible();
      await expect(section(page, s.heading).getByTestId('person-card').filter({ hasText: name })).toHaveCount(0);
      await guest.reload();
      await scrollThrough(guest);
      await expect(guest.getByText(name)).toHaveCount(0);
      await guest.context().close();
    });
  }
});
