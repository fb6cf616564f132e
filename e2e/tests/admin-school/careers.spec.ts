import { acceptConfirm, expect, formError, idOf, type Locator, type Page, pickDate, pickerText, signIn, test, toast, unique, visitor } from '../../support';

const inAMonth = () => {
  const d = new Date();
  d.setDate(d.getDate() + 30);
  return d;
};
const label = pickerText;

async function typeRich(page: Page, form: Locator, name: string, text: string) {
  const box = form.getByRole('textbox', { name, exact: true });
  await box.click();
  await page.keyboard.type(text);
}

test.describe('admin careers', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('the add form shows the add messages after the first submit', async ({ page }) => {
    await page.goto('/admin/careers');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/\/admin\/careers\/add\/new$/);
    const form = page.getByRole('form', { name: 'Add Career' });
    await expect(form.getByRole('textbox', { name: 'Career Specification', exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Add Career' }).click();
    for (const msg of [
      'Please provide Career Title',
      'Please provide Career Category',
      'Please provide No Of Vacancy',
      'Please provide Offered Salary',
      'Please provide Employment Type',
      'Please provide Location Name',
      'Please provide valid date',
      'Please provide Education Level',
      'Please provide Experience Required',
    ]) {
      await expect(formError(form, msg)).toBeVisible();
    }
  });

  test('add with rich text and a date, list, public /careers, edit with the edit messages, delete', async ({ page, browser }) => {
    const title = unique('E2E Teacher');
    await page.goto('/admin/careers/add/new');
    const form = page.getByRole('form', { name: 'Add Career' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Category').fill('Teaching');
    await form.getByLabel('No Of Vacancy').fill('2');
    await form.getByLabel('Offered Salary').fill('Negotiable');
    await form.getByLabel('Employment Type').fill('Full time');
    await form.getByLabel('Location').fill('Lalitpur');
    const deadline = label(inAMonth());
    await pickDate(form.getByLabel('Apply Before'), deadline);
    await form.getByLabel('Education Level').fill('Masters');
    await form.getByLabel('Experience Required').fill('2 years');
    await typeRich(page, form, 'Career Specification', 'Teach physics to grades 11 and 12.');
    await typeRich(page, form, 'Career Description', 'Plan lessons and labs.');
    await form.getByRole('button', { name: 'Add Career' }).click();
    await expect(toast(page, 'Career Added Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/careers$/);
    const card = page.getByTestId('admin-card').filter({ hasText: title });
    await expect(card).toContainText('Lalitpur');
    await expect(card).toContainText(deadline);

    const id = await idOf(page, '/api/careers', 'title', title);
    const guest = await visitor(browser);
    await guest.goto('/careers');
    await expect(guest.getByText(title).first()).toBeVisible();
    await guest.goto(`/careers/${id}`);
    await expect(guest.getByText(title).first()).toBeVisible();
    await expect(guest.getByText('Teach physics to grades 11 and 12.')).toBeVisible();

    // Edit: apply-before is plain DD-MMM-YYYY text, the edit messages apply, and the rich text is required.
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/careers/${id}$`));
    const edit = page.getByRole('form', { name: 'Edit Career' });
    await expect(edit.getByLabel('Apply Before')).toHaveValue(deadline);
    await expect(edit.getByRole('textbox', { name: 'Career Specification', exact: true })).toContainText('Teach physics');
    await edit.getByLabel('Title', { exact: true }).fill('');
    await edit.getByLabel('Location').fill('');
    await edit.getByLabel('Apply Before').fill('31/02/2026');
    await edit.getByRole('button', { name: 'Update Career' }).click();
    await expect(formError(edit, 'Please provide Title')).toBeVisible();
    await expect(formError(edit, 'Please provide Location')).toBeVisible();
    await expect(formError(edit, 'Please provide Valida Date')).toBeVisible();
    await expect(formError(edit, 'Please provide Note')).toBeVisible();

    const edited = `${title} (edited)`;
    await edit.getByLabel('Title', { exact: true }).fill(edited);
    await edit.getByLabel('Location').fill('Kathmandu');
    await edit.getByLabel('Apply Before').fill(deadline);
    await typeRich(page, edit, 'Note', 'Women are encouraged to apply.');
    await edit.getByRole('button', { name: 'Update Career' }).click();
    await expect(toast(page, 'Career Edited Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/careers$/);
    const editedCard = page.getByTestId('admin-card').filter({ hasText: edited });
    await expect(editedCard).toContainText('Kathmandu');

    acceptConfirm(page);
    await editedCard.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Career Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-card').filter({ hasText: edited })).toHaveCount(0);
    await guest.goto('/careers');
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.getByText(edited)).toHaveCount(0);
    await guest.context().close();
  });
});
