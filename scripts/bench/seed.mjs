// The bench data set, created through the API with the admin token (never by writing SQL):
// 1,000 news items, 200 albums, 200 upcoming events and a few careers.
import { api, fileForm, pool, refOf } from '../harness/http.mjs';
import { MIME } from '../../test-support/fixtures.mjs';
import { smallJpeg } from './fixtures.mjs';

export const DATA_SET = { news: 1000, albums: 200, events: 200, careers: 20 };

/** POST /api/uploads (field `images`); returns the refs in order. */
export async function uploadImages(base, token, files) {
  const form = fileForm('images', ...files.map((buf, i) => [buf, MIME.jpeg, `photo-${i + 1}.jpg`]));
  const { body } = await api(base, 'POST', '/api/uploads', { token, form, timeoutMs: 300_000 });
  const list = Array.isArray(body) ? body : body?.images ?? body?.files ?? body?.paths ?? [];
  const refs = list.map(refOf).filter(Boolean);
  if (refs.length !== files.length) throw new Error(`POST /api/uploads returned ${refs.length} refs for ${files.length} files`);
  return refs;
}

const LOREM =
  'The school community gathered for the annual programme, where students presented projects in science, ' +
  'art and literature. Parents and teachers discussed the term plan, the scholarship intake and the new ' +
  'library hours. The principal thanked the volunteers and announced the sports week dates for next month. ';

function isoDay(offsetDays) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/**
 * Creates the data set. Each kind fails on its own: a missing route leaves that kind
 * out and says why, and the other kinds are still created.
 */
export async function seedDataSet(base, token, log = console.log) {
  const status = { image: null, news: null, albums: null, events: null, careers: null };
  let image;
  try {
    [image] = await uploadImages(base, token, [await smallJpeg()]);
    status.image = { ok: true, ref: image };
  } catch (e) {
    status.image = { ok: false, reason: e.message };
    log(`  image upload failed: ${e.message} (creating records without an image)`);
  }
  const img = image ? { image } : {};

  const kinds = [
    [
      'news',
      DATA_SET.news,
      (i) =>
        api(base, 'POST', '/api/news', {
          token,
          json: {
            title: `Bench news item ${i + 1}: term update and school programme`,
            author: 'Bench Author',
            description: (LOREM + LOREM).slice(0, 400 + (i % 5) * 120),
            section: ['Preschool', 'Primary', 'Lower Secondary', 'Junior Higher Secondary', 'Senior Higher Secondary'][i % 5],
            image: image ?? '',
          },
        }),
    ],
    [
      'albums',
      DATA_SET.albums,
      (i) => api(base, 'POST', '/api/gallery/albums', { token, json: { name: `Bench album ${i + 1}`, images: image ? [image, image, image] : [] } }),
    ],
    [
      'events',
      DATA_SET.events,
      (i) =>
        api(base, 'POST', '/api/events', {
          token,
          json: {
            title: `Bench event ${i + 1}`,
            description: LOREM.slice(0, 200),
            date: isoDay(1 + (i % 180)),
            ...img,
          },
        }),
    ],
    [
      'careers',
      DATA_SET.careers,
      (i) =>
        api(base, 'POST', '/api/careers', {
          token,
          json: {
            title: `Teacher position ${i + 1}`,
            careerCategory: 'Teaching',
            noOfVacancy: 1 + (i % 3),
            employmentType: 'Full time',
            location: 'Lalitpur',
            offeredSalary: 'Negotiable',
            applyBefore: isoDay(30 + i),
            educationLevel: "Master's degree",
            experienceRequired: '2 years',
            careerSpecs: '<p>Plan and teach lessons.</p>',
            careerDesc: '<p>We are hiring a committed teacher.</p>',
            note: '<p>Apply with a CV.</p>',
          },
        }),
    ],
  ];

  for (const [kind, n, make] of kinds) {
    const t0 = Date.now();
    // Stop early if the first calls fail (route missing): no point sending 1,000 404s.
    try {
      await make(0);
    } catch (e) {
      status[kind] = { ok: false, created: 0, reason: e.message };
      log(`  ${kind}: not created (${e.message})`);
      continue;
    }
    const { errors } = await pool(n - 1, 8, (i) => make(i + 1));
    status[kind] = {
      ok: errors.length === 0,
      created: n - errors.length,
      reason: errors.length ? `${errors.length} failed, first: ${errors[0].message}` : undefined,
    };
    log(`  ${kind}: ${n - errors.length}/${n} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return status;
}
