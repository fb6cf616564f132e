import { adminDelete, openEdit, saveEdit, adminGet, adminPost, adminToken, adminUpload, expect, findInPages, inDays, pdfFile, pngFile, SCHOOL_URL, scrollThrough, signInAs, storedName, test, unique, upload, visitor } from '../../support';

// Issue 14: every content type can be edited from its console list, and the public site shows the
// change. Each test makes its own record through the API (the modal aside: there is one, and it is
// edited in place) and removes it afterwards. The console is used by an 'editor' (roles, issue 14, item 3).

test.describe('admin: edit every content type and see it on the public site', () => {
  test('carousel: a new title and image', async ({ page, browser }) => {
    const token = await adminToken(page);
    const title = unique('E2E edit slide');
    const image = await adminUpload(page, token, 'image', pngFile('slide.png', [200, 30, 30]));
    const slide = await adminPost(page, token, '/api/carousel', { title, description: 'Before the edit.', image });
    try {
      await signInAs(page, 'editor', `${SCHOOL_URL}/admin/carousel/all`);
      const dialog = await openEdit(page, title, 'Edit Carousel');
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
      const edited = `${title} (edited)`;
      await dialog.getByLabel('Title', { exact: true }).fill(edited);
      await upload(dialog, 'Image', pngFile('slide-2.png', [30, 200, 30]));
      await saveEdit(page, dialog, 'Carousel Edited Successfully');
      await expect(page.getByTestId('admin-card').filter({ hasText: edited })).toBeVisible();

      const [now] = (await adminGet<{ _id: string; image: string }[]>(page, token, '/api/carousel')).filter((s) => s._id === slide._id);
      expect(now.image).not.toBe(image);
      expect((await page.request.get(`${SCHOOL_URL}${image}`)).status()).toBe(404);
      const guest = await visitor(browser);
      await guest.goto('/');
      await expect(guest.getByText(edited).first()).toBeAttached();
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/carousel/${slide._id}`);
    }
  });

  test('modal: a new image for the current modal', async ({ page, browser }) => {
    const token = await adminToken(page);
    // there is normally one (the seed's, or the one carousel-modal.spec.ts puts back); make one if not
    if ((await adminGet<unknown[]>(page, token, '/api/modal')).length === 0) {
      await adminPost(page, token, '/api/modal', { image: await adminUpload(page, token, 'image', pngFile('welcome.png', [20, 90, 160], [300, 400])) });
    }
    await signInAs(page, 'editor', `${SCHOOL_URL}/admin/modal`);
    const dialog = await openEdit(page, 'current modal', 'Edit Modal');
    await upload(dialog, 'Image', pngFile('welcome-edited.png', [40, 40, 200], [300, 400]));
    await saveEdit(page, dialog, 'Modal Edited Successfully');
    const [modal] = await adminGet<{ image: string }[]>(page, token, '/api/modal');
    const name = storedName(modal.image);
    await expect(page.getByTestId('admin-card').locator(`img[src*="${name}"]`)).toBeVisible();
    const guest = await visitor(browser);
    await guest.goto('/');
    await expect(guest.getByRole('dialog').locator(`img[src*="${name}"]`)).toBeVisible();
    await guest.context().close();
  });

  test('events: a new title and day', async ({ page, browser }) => {
    const token = await adminToken(page);
    const title = unique('E2E edit event');
    const event = await adminPost(page, token, '/api/events', { title, description: 'Before the edit.', date: inDays(2) });
    try {
      await signInAs(page, 'editor', `${SCHOOL_URL}/admin/events/all`);
      await findInPages(page, page.getByTestId('admin-list-item').filter({ hasText: title }));
      const dialog = await openEdit(page, title, 'Edit Event');
      const edited = `${title} (edited)`;
      await dialog.getByLabel('Title', { exact: true }).fill(edited);
      await saveEdit(page, dialog, 'Event Edited Successfully');
      await expect(page.getByTestId('admin-list-item').filter({ hasText: edited })).toBeVisible();
      const guest = await visitor(browser);
      await guest.goto('/events');
      await expect(guest.getByText(edited).first()).toBeVisible();
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/events/${event._id}`);
    }
  });

  test('albums: rename, take a photo out and add one', async ({ page, browser }) => {
    const token = await adminToken(page);
    const name = unique('E2E edit album');
    const first = await adminUpload(page, token, 'image', pngFile('a.png', [250, 120, 0]));
    const second = await adminUpload(page, token, 'image', pngFile('b.png', [0, 120, 250]));
    const album = await adminPost(page, token, '/api/gallery/albums', { name, images: [first, second] });
    try {
      await signInAs(page, 'editor', `${SCHOOL_URL}/admin/albums/all`);
      const dialog = await openEdit(page, name, 'Edit Album');
      const edited = `${name} (edited)`;
      await dialog.getByLabel('Album Name').fill(edited);
      await dialog.getByRole('checkbox', { name: 'Keep photo 2' }).uncheck();
      await upload(dialog, 'Add images', pngFile('c.png', [120, 250, 0]));
      await saveEdit(page, dialog, 'Album Edited Successfully');
      await expect(page.getByTestId('admin-card').filter({ hasText: edited })).toContainText('2 images');

      const now = await adminGet<{ images: string[] }>(page, token, `/api/gallery/albums/${album._id}`);
      expect(now.images).toHaveLength(2);
      expect(now.images[0]).toBe(first);
      expect(now.images).not.toContain(second);
      const guest = await visitor(browser);
      await guest.goto(`/gallery/albums/${album._id}`);
      await expect(guest.getByText(edited).first()).toBeVisible();
      await expect(guest.locator(`img[src*="${storedName(now.images[1])}"]`).first()).toBeAttached();
      await expect(guest.locator(`img[src*="${storedName(second)}"]`)).toHaveCount(0);
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/gallery/albums/${album._id}`);
    }
  });

  test('videos: another YouTube link', async ({ page, browser }) => {
    const token = await adminToken(page);
    const id = (p: string) => `${p}${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);
    const before = id('e2a');
    const after = id('e2b');
    const video = await adminPost(page, token, '/api/gallery/videos', { src: before });
    try {
      await signInAs(page, 'editor', `${SCHOOL_URL}/admin/videos`);
      const dialog = await openEdit(page, `video ${before}`, 'Edit Video');
      await dialog.getByLabel('Youtube URL').fill(`https://youtu.be/${after}`);
      await saveEdit(page, dialog, 'Video Edited Successfully');
      await expect(page.locator(`[data-video-id="${after}"]`)).toBeVisible();
      const guest = await visitor(browser);
      await guest.goto('/gallery/videos');
      await expect(guest.locator(`[data-video-id="${after}"]`)).toBeAttached();
      await expect(guest.locator(`[data-video-id="${before}"]`)).toHaveCount(0);
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/gallery/videos/${video._id}`);
    }
  });

  const PEOPLE = [
    { kind: 'team member', path: '/api/teams', publicPath: '/', field: 'Description', body: {} },
    { kind: 'student testimonial', path: '/api/testimonials/students', publicPath: '/school', field: 'Message', body: { message: 'Before the edit.' } },
    { kind: 'visitor testimonial', path: '/api/testimonials/visitors', publicPath: '/college', field: 'Message', body: { message: 'Before the edit.' } },
  ] as const;
  for (const p of PEOPLE) {
    test(`testimonials: a ${p.kind}'s ${p.field.toLowerCase()}`, async ({ page, browser }) => {
      const token = await adminToken(page);
      const name = unique(`E2E edit ${p.kind}`);
      const image = await adminUpload(page, token, 'image', pngFile('person.png', [90, 90, 200]));
      const person = await adminPost(page, token, p.path, { fullName: name, desc: 'Before the edit.', image, ...p.body });
      try {
        await signInAs(page, 'editor', `${SCHOOL_URL}/admin/testimonials`);
        const dialog = await openEdit(page, name, `Edit ${name}`);
        const text = unique('Edited by the e2e test');
        await dialog.getByLabel(p.field).fill(text);
        await saveEdit(page, dialog, p.kind === 'team member' ? 'Team Edited Successfully' : 'Testimonial Edited Successfully');
        await expect(page.getByTestId('person-card').filter({ hasText: text })).toBeAttached();
        const guest = await visitor(browser);
        await guest.goto(p.publicPath);
        await scrollThrough(guest);
        await expect(guest.getByText(text).first()).toBeAttached();
        await guest.context().close();
      } finally {
        await adminDelete(page, token, `${p.path}/${person._id}`);
      }
    });
  }

  test('staffs: a new position', async ({ page, browser }) => {
    const token = await adminToken(page);
    const name = unique('E2E edit staff');
    const image = await adminUpload(page, token, 'image', pngFile('staff.png', [10, 160, 90]));
    const staff = await adminPost(page, token, '/api/staffs', { image, fullName: name, email: 'edit@example.test', position: 'Teacher', phone: '9812345678' });
    try {
      await signInAs(page, 'editor', `${SCHOOL_URL}/admin/staffs`);
      const dialog = await openEdit(page, name, 'Edit Staff');
      const position = unique('Head of Physics');
      await dialog.getByLabel('Position').fill(position);
      await saveEdit(page, dialog, 'Staff Edited Successfully');
      await expect(page.getByTestId('admin-card').filter({ hasText: name })).toContainText(position);
      const guest = await visitor(browser);
      await guest.goto('/hafamily/staffs');
      await expect(guest.getByText(position).first()).toBeVisible();
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/staffs/${staff._id}`);
    }
  });

  test('notices: a new title and a replaced PDF', async ({ page, browser }) => {
    const token = await adminToken(page);
    const title = unique('E2E edit notice');
    const file = await adminUpload(page, token, 'pdf', pdfFile('routine.pdf', 'Routine', 1));
    const notice = await adminPost(page, token, '/api/notices', { title, description: 'Before the edit.', file, originalFile: 'routine.pdf' });
    try {
      await signInAs(page, 'editor', `${SCHOOL_URL}/admin/notices/all`);
      const dialog = await openEdit(page, title, 'Edit Notice');
      await expect(dialog.getByTestId('current-file')).toContainText('routine.pdf');
      const edited = `${title} (edited)`;
      await dialog.getByLabel('Title', { exact: true }).fill(edited);
      await upload(dialog, 'PDF File', pdfFile('routine-revised.pdf', 'Revised routine', 1));
      await saveEdit(page, dialog, 'Notice Edited Successfully');
      const item = page.getByTestId('admin-list-item').filter({ hasText: edited });
      await expect(item).toContainText('routine-revised.pdf');
      // the replaced PDF stays while the notice's earlier version (its History) names it (issue 32)
      expect((await page.request.get(`${SCHOOL_URL}${file}`)).status()).toBe(200);
      const guest = await visitor(browser);
      await guest.goto('/notice');
      await expect(guest.getByText(edited).first()).toBeVisible();
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/notices/${notice._id}`);
    }
  });

  test('downloads: a new title', async ({ page, browser }) => {
    const token = await adminToken(page);
    const title = unique('E2E edit download');
    const file = await adminUpload(page, token, 'download', pdfFile('form.pdf', 'Form', 1));
    const download = await adminPost(page, token, '/api/downloads', { title, file, originalFile: 'form.pdf' });
    try {
      await signInAs(page, 'editor', `${SCHOOL_URL}/admin/downloads/all`);
      const dialog = await openEdit(page, title, 'Edit Download');
      const edited = `${title} (edited)`;
      await dialog.getByLabel('Title', { exact: true }).fill(edited);
      await saveEdit(page, dialog, 'File Edited Successfully');
      await expect(page.getByTestId('admin-list-item').filter({ hasText: edited })).toBeVisible();
      const guest = await visitor(browser);
      await guest.goto('/downloads');
      await expect(guest.getByText(edited).first()).toBeVisible();
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/downloads/${download._id}`);
    }
  });
});
