// Content as staff upload it (issue 36, item 2): the Lighthouse and data-cost rows measure the pages on
// a 4000 × 3000 camera JPEG as the welcome pop-up and as each home slide of both sites, and on news
// pictures of every shape, all uploaded through the API with the admin token, as the console does.
import { api } from '../harness/http.mjs';
import { photoJpeg } from './fixtures.mjs';
import { uploadImages } from './seed.mjs';

/** The news pictures: a camera's landscape and portrait, a square, a panorama and a small web image. */
export const NEWS_SHAPES = [
  ['landscape 4000 × 3000', 4000, 3000],
  ['portrait 3000 × 4000', 3000, 4000],
  ['square 3000 × 3000', 3000, 3000],
  ['panorama 4000 × 1500', 4000, 1500],
  ['small 800 × 600', 800, 600],
];

/** Photos in the staff's album (3000 × 2000 phone photos). */
export const ALBUM_PHOTOS = 8;

/**
 * Replaces the image of every slide and the pop-up of both sites with an uploaded camera JPEG, then
 * adds one news item per picture shape (the newest news, so the homes, `/news` and the article show them)
 * and an album of phone photos (the newest album).
 */
export async function uploadStaffContent(base, token, log = console.log) {
  const t0 = Date.now();
  const camera = await photoJpeg(40, 4000, 3000);
  const upload = async (bytes) => (await uploadImages(base, token, [bytes]))[0];
  const out = { cameraBytes: camera.length, slides: 0, popups: 0, news: [] };

  for (const path of ['/api/carousel', '/api/carousel/sub-domain']) {
    const { body } = await api(base, 'GET', path);
    const slides = Array.isArray(body) ? body : [];
    if (!slides.length) throw new Error(`GET ${path} listed no slide to replace`);
    for (const slide of slides) {
      // each slide its own upload, as staff would (the console uploads the file with the form)
      await api(base, 'PUT', `${path}/${slide._id}`, { token, json: { image: await upload(camera) } });
      out.slides++;
    }
  }
  // one pop-up per site: adding one replaces the previous
  await api(base, 'POST', '/api/modal', { token, json: { image: await upload(camera) } });
  await api(base, 'POST', '/api/modal/sub-domain', { token, json: { image: await upload(camera) } });
  out.popups = 2;

  for (const [i, [shape, width, height]] of NEWS_SHAPES.entries()) {
    const image = await upload(await photoJpeg(50 + i, width, height));
    const { body } = await api(base, 'POST', '/api/news', {
      token,
      json: {
        title: `Staff news with a ${shape} picture`,
        author: 'Bench Author',
        description: 'A news item whose picture was uploaded straight from a camera or a phone, as staff do.',
        section: 'Primary',
        image,
      },
    });
    out.news.push({ shape, id: body?._id ?? null });
  }
  // an album of phone photos, the newest album (the Lighthouse and data-cost rows open it)
  const photos = [];
  for (let i = 0; i < ALBUM_PHOTOS; i++) photos.push(await photoJpeg(70 + i));
  const refs = await uploadImages(base, token, photos);
  const { body: album } = await api(base, 'POST', '/api/gallery/albums', { token, json: { name: 'Staff album: science fair', images: refs } });
  out.album = { id: album?._id ?? null, photos: refs.length, originalBytes: photos.reduce((n, b) => n + b.length, 0) };
  out.seconds = (Date.now() - t0) / 1000;
  log(`  ${out.slides} slides, ${out.popups} pop-ups (${(camera.length / 1e6).toFixed(1)} MB camera JPEG), ${out.news.length} news pictures and an album of ${ALBUM_PHOTOS} photos uploaded in ${out.seconds.toFixed(1)} s`);
  return out;
}
