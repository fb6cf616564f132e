import { adminDelete, adminPost, adminToken, adminUpload, expect, mondayIn, noModal, pngFile, test, unique, visitor, womenVisitor } from '../../support';

const DAY = 86_400_000;

/**
 * Issue 6 point 10: the women's-centre carousel, events, albums and testimonials
 * live on their own API paths and never show on the school's site, and the
 * school's never show here. Each side gets records with unique names, and each
 * site is checked for its own (a positive control) and not the other's.
 */
test('school and women’s-centre content never mix', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const token = await adminToken(page);
  const image = await adminUpload(page, token, 'image', pngFile('separation.png'));
  const tag = unique('Sep');
  const women = { slide: `${tag} women slide`, album: `${tag} women album`, event: `${tag} women event`, person: `${tag} Women Voice` };
  const school = { slide: `${tag} school slide`, album: `${tag} school album`, event: `${tag} school event`, person: `${tag} School Voice` };
  const monday = mondayIn(1);
  const made: string[] = [];
  const keep = (path: string, r: { _id: string }) => made.push(`${path}/${r._id}`);

  keep('/api/carousel/sub-domain', await adminPost(page, token, '/api/carousel/sub-domain', { title: women.slide, description: 'women', image }));
  keep('/api/carousel', await adminPost(page, token, '/api/carousel', { title: school.slide, description: 'school', image }));
  keep('/api/gallery', await adminPost(page, token, '/api/gallery', { name: women.album, images: [image] }));
  keep('/api/gallery/albums', await adminPost(page, token, '/api/gallery/albums', { name: school.album, images: [image] }));
  keep(
    '/api/events/sub-domain',
    await adminPost(page, token, '/api/events/sub-domain', {
      title: women.event,
      description: 'women',
      startDate: monday.toISOString(),
      endDate: new Date(monday.getTime() + DAY).toISOString(),
    }),
  );
  const d = monday.toISOString().slice(0, 10);
  keep('/api/events', await adminPost(page, token, '/api/events', { title: school.event, description: 'school', date: d }));
  keep('/api/testimonials', await adminPost(page, token, '/api/testimonials', { fullName: women.person, desc: 'women', image, message: 'women' }));
  keep('/api/testimonials/visitors', await adminPost(page, token, '/api/testimonials/visitors', { fullName: school.person, desc: 'school', image, message: 'school' }));

  try {
    // The women's-centre site: home (carousel, events), gallery, about (testimonials).
    const w = await womenVisitor(browser);
    await noModal(w);
    await w.goto('/');
    await expect(w.getByText(women.slide).first()).toBeAttached();
    await w.getByTestId('events-calendar').scrollIntoViewIfNeeded();
    await expect(w.getByRole('list', { name: 'Upcoming events' }).getByText(women.event)).toBeAttached();
    // Every list on the page has arrived (the positive controls above, and nothing still loading).
    await expect(w.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
    for (const text of Object.values(school)) await expect(w.locator('body')).not.toContainText(text);
    await w.goto('/gallery');
    await expect(w.getByRole('heading', { name: women.album })).toBeVisible();
    await expect(w.getByText(school.album)).toHaveCount(0);
    await w.goto('/about');
    await w.getByTestId('visitor-testimonials').scrollIntoViewIfNeeded();
    await expect(w.getByText(women.person).first()).toBeAttached();
    await expect(w.getByText(school.person)).toHaveCount(0);
    await w.context().close();

    // The school site: home (carousel), gallery albums, and the API lists it reads.
    const s = await visitor(browser);
    await s.goto('/');
    await expect(s.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
    await expect(s.getByText(school.slide).first()).toBeAttached();
    await expect(s.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
    for (const text of Object.values(women)) await expect(s.locator('body')).not.toContainText(text);
    await s.goto('/gallery/albums');
    await expect(s.getByText(school.album).first()).toBeVisible();
    await expect(s.getByText(women.album)).toHaveCount(0);
    await s.context().close();

    // And at the API: each list holds only its own site's records.
    const names = async (path: string, field: string) =>
      ((await (await page.request.get(path)).json()) as Record<string, unknown>[]).flatMap((r) =>
        Array.isArray(r[field]) ? (r[field] as Record<string, unknown>[]).map((x) => x.fullName) : [r[field]],
      );
    expect(await names('/api/carousel', 'title')).not.toContain(women.slide);
    expect(await names('/api/carousel/sub-domain', 'title')).not.toContain(school.slide);
    expect(await names('/api/gallery/albums', 'name')).not.toContain(women.album);
    expect(await names('/api/gallery', 'name')).not.toContain(school.album);
    expect(await names('/api/events/upcomingevents', 'title')).not.toContain(women.event);
    expect(await names('/api/events/sub-domain', 'title')).not.toContain(school.event);
    expect(await names('/api/testimonials', 'fullName')).not.toContain(school.person);
    expect(await names('/api/testimonials/visitors', 'visitors')).not.toContain(women.person);
  } finally {
    for (const path of made) await adminDelete(page, token, path);
  }
});
