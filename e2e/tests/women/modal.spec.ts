import { acceptConfirm, expect, nextFrames, openConsole, pngFile, SCHOOL_URL, test, toast, upload, visitor, WOMEN_URL, womenVisitor } from '../../support';

type ModalRow = { _id: string; image: string; thumbnail?: string };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The ≤1280 px variant the upload step writes beside each image: the pop-up's `src`. */
const webOf = (path: string) => path.replace(/\.(png|jpe?g|gif|webp|avif)$/i, '.web.webp');
/** The ≤560 and ≤768 px ones, which its srcset offers too (issue 36): the browser picks by the pop-up's width. */
const phoneVariantsOf = (path: string) => ['small', 'mid'].map((v) => path.replace(/\.(png|jpe?g|gif|webp|avif)$/i, `.${v}.webp`));

// One file, run in order: these tests replace and delete the one women's-centre modal.
test.describe.configure({ mode: 'serial' });

test.describe("women's-centre pop-up modal (SPEC §2.3, admin /admin/modal)", () => {
  test.use({ baseURL: WOMEN_URL });

  test('the public home shows the blurred thumbnail first, then the original, and it closes', async ({ browser, request }) => {
    const modals = (await (await request.get(`${SCHOOL_URL}/api/modal/sub-domain`)).json()) as ModalRow[];
    expect(modals.length, 'seeded women modal').toBeGreaterThan(0);
    const { image, thumbnail } = modals[0];
    expect(thumbnail).toMatch(/\.blur\.webp$/);
    const page = await womenVisitor(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    // Hold the image back (whichever variant the srcset picks), so the blurred thumbnail is what shows first.
    await page.route((url) => [webOf(image), ...phoneVariantsOf(image)].includes(url.pathname), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Notice from Hope Women’s Centre' });
    await expect(dialog).toBeVisible();
    const img = dialog.getByRole('img', { name: 'Notice from Hope Women’s Centre' });
    await expect(img).toHaveAttribute('data-state', 'blurred');
    await expect(img).toHaveAttribute('src', new RegExp(`${escape(thumbnail!)}$`));
    release();
    await expect(img).toHaveAttribute('data-state', 'original');
    await expect(img).toHaveAttribute('src', new RegExp(`${escape(webOf(image))}$`));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.context().close();
  });

  test('add replaces the modal through /api/upload-blur; it shows on the women’s home only; delete removes it', async ({ page, browser, request }) => {
    await openConsole(page, `${WOMEN_URL}/admin/modal`);
    const form = page.getByRole('form', { name: 'Add New Modal' });
    await form.getByRole('button', { name: 'Add Modal' }).click();
    await expect(form.getByText('Please add valid image').first()).toBeVisible();
    const blurCall = page.waitForResponse((r) => r.url().includes('/api/upload-blur') && r.request().method() === 'POST');
    await upload(form, 'Image', pngFile('modal.png', [180, 40, 110]));
    expect((await blurCall).status()).toBe(201);
    await form.getByRole('button', { name: 'Add Modal' }).click();
    await expect(toast(page, 'Modal Added Successfully')).toBeVisible();

    const modals = (await (await request.get(`${SCHOOL_URL}/api/modal/sub-domain`)).json()) as ModalRow[];
    expect(modals).toHaveLength(1);
    expect(modals[0].thumbnail).toMatch(/\.blur\.webp$/);
    const cards = page.getByTestId('admin-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('img', { name: 'Pop-up modal' })).toBeVisible();

    const guest = await womenVisitor(browser);
    await guest.goto('/');
    const dialog = guest.getByRole('dialog', { name: 'Notice from Hope Women’s Centre' });
    await expect(dialog.getByRole('img', { name: 'Notice from Hope Women’s Centre' })).toHaveAttribute('src', new RegExp(`${escape(webOf(modals[0].image))}$`));

    // The school's modal is a different record on a different path.
    const school = (await (await request.get(`${SCHOOL_URL}/api/modal`)).json()) as ModalRow[];
    expect(school.map((m) => m.image)).not.toContain(modals[0].image);
    const schoolPage = await visitor(browser);
    await schoolPage.goto('/');
    await expect(schoolPage.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
    await expect(schoolPage.locator(`img[src$="${modals[0].image}"]`)).toHaveCount(0);
    await schoolPage.context().close();

    acceptConfirm(page);
    await cards.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Modal Deleted Successfully')).toBeVisible();
    await expect(page.getByText('Add modal to view here.')).toBeVisible();

    // The home comes rendered with its (empty) modal list (issue 12) and has hydrated: only then does
    // 'no dialog' mean something.
    await guest.reload();
    await expect(guest.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(guest.getByTestId('women-home')).toBeVisible();
    await nextFrames(guest);
    await expect(guest.getByRole('dialog')).toHaveCount(0);
    await guest.context().close();
  });
});
