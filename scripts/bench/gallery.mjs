// Row 5: image bytes of a 20-photo album page against the full-size originals.
import { visit } from './browser.mjs';
import { photoJpeg } from './fixtures.mjs';
import { api } from '../harness/http.mjs';
import { uploadImages } from './seed.mjs';

export const PHOTOS = 20;

/** Uploads 20 camera-sized photos and creates the album; returns its id and the originals' bytes. */
export async function createGalleryAlbum(base, token, log = console.log) {
  const t0 = Date.now();
  const photos = [];
  for (let i = 0; i < PHOTOS; i++) photos.push(await photoJpeg(100 + i));
  const originalBytes = photos.reduce((n, b) => n + b.length, 0);
  log(`  generated ${PHOTOS} photos of 3000×2000, ${(originalBytes / 2 ** 20).toFixed(1)} MB, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const refs = [];
  for (let i = 0; i < PHOTOS; i += 5) refs.push(...(await uploadImages(base, token, photos.slice(i, i + 5))));
  const { body } = await api(base, 'POST', '/api/gallery/albums', { token, json: { name: 'Bench sports day (20 photos)', images: refs } });
  const id = body?._id;
  if (!id) throw new Error('POST /api/gallery/albums returned no _id');
  log(`  album ${id} created in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { id, originalBytes, refs };
}

async function scrollToBottom(page) {
  for (let i = 0; i < 60; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (done) break;
  }
  await page.waitForTimeout(500);
}

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
  mobile: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true },
};

export async function measureGallery(browser, base, album, log = console.log) {
  const url = `${base}/gallery/albums/${album.id}`;
  const out = { url, photos: PHOTOS, originalBytes: album.originalBytes };
  for (const [name, vp] of Object.entries(VIEWPORTS)) {
    const v = await visit(browser, url, { ...vp, bodies: false, act: scrollToBottom });
    const images = v.requests.filter((r) => r.type === 'image' || /^image\//.test(r.contentType));
    const albumImages = images.filter((r) => album.refs.some((ref) => new URL(r.url).pathname.startsWith(ref.replace(/\.[a-z]+$/, ''))));
    const uploads = images.filter((r) => new URL(r.url).pathname.startsWith('/uploads/'));
    const sum = (list) => list.reduce((n, r) => n + (r.bodyTransferred ?? 0), 0);
    const originalsFetched = albumImages.filter((r) => album.refs.includes(new URL(r.url).pathname)).length;
    out[name] = {
      imageRequests: images.length,
      albumImageRequests: albumImages.length,
      originalsFetched,
      albumImageBytes: sum(albumImages),
      uploadImageBytes: sum(uploads),
      allImageBytes: sum(images),
      ratio: sum(uploads) / album.originalBytes,
      sample: albumImages.slice(0, 3).map((r) => new URL(r.url).pathname),
      rendered: v.snapshot,
    };
    log(
      `  ${name}: ${albumImages.length} album image requests (${originalsFetched} full-size originals), ` +
        `${(out[name].uploadImageBytes / 1024).toFixed(0)} KB of uploads vs ${(album.originalBytes / 1024).toFixed(0)} KB originals = ${(out[name].ratio * 100).toFixed(1)}%`,
    );
  }
  return out;
}
