import { adminPost, adminToken, adminUpload, BS_AD_DATE, emptyList, expect, pngFile, publicList, test, unique } from '../../support';

interface Album {
  _id: string;
  name: string;
  images: string[];
}

test.describe('gallery', () => {
  let album: Album;

  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request);
    const images: string[] = [];
    for (const [i, rgb] of ([[200, 40, 40], [40, 160, 60], [30, 60, 200]] as [number, number, number][]).entries()) {
      images.push(await adminUpload(request, token, 'image', pngFile(`photo-${i}.png`, rgb, [800, 435])));
    }
    album = await adminPost<Album>(request, token, '/api/gallery/albums', { name: unique('Picnic at Godawari'), images });
  });

  test('/gallery/albums shows cards with the first image as a 320×174 thumbnail, name, date and View', async ({ page }) => {
    await page.goto('/gallery/albums');
    const card = page.getByRole('list', { name: 'Photo albums' }).getByRole('listitem').filter({ hasText: album.name });
    await expect(card.getByRole('heading', { name: album.name })).toBeVisible();
    const cover = card.getByRole('img');
    await expect(cover).toHaveAttribute('src', album.images[0].replace(/\.png$/, '.thumb.webp'));
    await expect(cover).toHaveAttribute('width', '320');
    await expect(cover).toHaveAttribute('height', '174');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(card.locator('time')).toHaveText(new RegExp(`^${BS_AD_DATE.source}$`));
    await card.getByRole('link', { name: `View ${album.name}` }).click();
    await expect(page).toHaveURL(`/gallery/albums/${album._id}`);
    await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible();
  });

  test('a cover that fails to load falls back to the default image', async ({ page }) => {
    const name = album.images[0].replace(/^\/uploads\//, '').replace(/\.png$/, '');
    await page.route(new RegExp(`/uploads/${name}`), (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/gallery/albums');
    const cover = page.getByRole('list', { name: 'Photo albums' }).getByRole('listitem').filter({ hasText: album.name }).getByRole('img');
    await expect(cover).toHaveAttribute('src', /image-fallback/);
  });

  test('/gallery/albums/{id}: Back, the name and a lightbox grid that loads thumbnails and opens the full image', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes('/uploads/') && requested.push(r.url()));
    await page.goto(`/gallery/albums/${album._id}`);
    const grid = page.getByRole('list', { name: `Photos of ${album.name}` });
    await expect(grid.getByRole('button')).toHaveCount(3);
    await expect(grid.getByRole('img').first()).toHaveAttribute('src', /\.thumb\.webp$/);
    // Every thumbnail has loaded (or failed) before the requests are checked.
    await expect.poll(() => grid.getByRole('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete))).toBe(true);
    expect(requested.filter((u) => u.endsWith('.png'))).toEqual([]);

    await grid.getByRole('button', { name: 'Open photo 2 of 3 in the viewer' }).click();
    const preview = page.locator('.ant-image-preview-img');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', new RegExp(`${album.images[1].replace(/\.png$/, '')}\\.web\\.webp$`));
    await page.keyboard.press('ArrowRight');
    await expect(preview).toHaveAttribute('src', new RegExp(`${album.images[2].replace(/\.png$/, '')}\\.web\\.webp$`));
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/gallery\/albums$/);
  });

  test('/gallery/albums shows its empty message', async ({ page }) => {
    await emptyList(page, /\/api\/gallery\/albums\?/);
    await page.goto('/gallery/albums');
    await expect(page.getByText("Sorry we couldn't find any albums.")).toBeVisible();
  });

  test('/gallery/videos shows a play button per video and loads youtube-nocookie only when one is pressed', async ({ page, request }) => {
    const youtube: string[] = [];
    await page.route(/youtube/, (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' });
    });
    const videos = await publicList<{ _id: string; src: string }>(request, '/api/gallery/videos');
    expect(videos.length).toBeGreaterThan(0);
    await page.goto('/gallery/videos');
    const list = page.getByTestId('video-list');
    const play = list.getByRole('button', { name: /^Play Hope Academy video \d+ of \d+$/ });
    await expect(play).toHaveCount(videos.length);
    await expect(list.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);

    await list.getByRole('button', { name: `Play Hope Academy video 1 of ${videos.length}` }).click();
    const frame = list.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videos[0].src}?rel=0&autoplay=1`);
    await expect(frame).toHaveAttribute('title', `Hope Academy video 1 of ${videos.length}`);
    await expect(frame).toBeFocused();
    await expect(play).toHaveCount(videos.length - 1);
  });

  test('/gallery/videos shows its empty message', async ({ page }) => {
    await emptyList(page, /\/api\/gallery\/videos$/);
    await page.goto('/gallery/videos');
    await expect(page.getByText("Sorry we couldn't find any videos.")).toBeVisible();
  });
});
