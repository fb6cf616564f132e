// Row 4: registrations, each with its two required uploads, from 20 concurrent clients.
// The server runs with raised per-IP limits (RATE_LIMIT_*_PER_MINUTE, see run.mjs); any
// 429 that still happens is counted and printed.
import { MIME, pdf as makePdf, png as makePng } from '../../test-support/fixtures.mjs';
import { percentile } from '../harness/figures.mjs';
import { api, fileForm, HttpError, pool, refOf } from '../harness/http.mjs';

/** Rows in the registrations table, through the API: X-Total-Count of a page, else the list's length. */
export async function countRegistrations(base, token) {
  const paged = await api(base, 'GET', '/api/registrations?page=1&limit=1', { token }).catch(() => null);
  const total = paged?.headers.get('x-total-count');
  if (total !== null && total !== undefined) return Number(total);
  const { body } = await api(base, 'GET', '/api/registrations', { token });
  if (Array.isArray(body)) return body.length;
  if (Array.isArray(body?.items)) return body.total ?? body.items.length;
  throw new Error('GET /api/registrations returned neither a list nor X-Total-Count');
}

async function uploadOne(base, path, field, buf, type, name) {
  const { body } = await api(base, 'POST', path, { form: fileForm(field, [buf, type, name]) });
  const ref = refOf(body);
  if (!ref) throw new Error(`${path} returned no file reference: ${JSON.stringify(body).slice(0, 120)}`);
  return ref;
}

export async function measureWrites(base, token, { count = 200, concurrency = 20, log = console.log } = {}) {
  // a mark sheet and a passport photo
  const pdf = makePdf('Mark sheet - bench fixture');
  const png = makePng(240, 300, [90, 120, 170]);
  const before = await countRegistrations(base, token);
  const statuses = {};
  const flowMs = [];
  const postMs = [];
  let ok = 0;
  const t0 = performance.now();
  const { errors } = await pool(count, concurrency, async (i) => {
    const start = performance.now();
    let stage = 'marksheet upload';
    try {
      const markSheet = await uploadOne(base, '/api/registrations/uploads/marksheet', 'marksheet', pdf, MIME.pdf, 'marksheet.pdf');
      stage = 'ppphoto upload';
      const ppPhoto = await uploadOne(base, '/api/registrations/uploads/ppphoto', 'ppphoto', png, MIME.png, 'photo.png');
      stage = 'registration';
      const p0 = performance.now();
      const res = await api(base, 'POST', '/api/registrations', {
        json: {
          firstName: 'Bench',
          lastName: `Applicant ${i + 1}`,
          email: `applicant${i + 1}@bench.test`,
          phone: String(9800000000 + i),
          address: 'Lalitpur, Nepal',
          preference: 'Preschool',
          lvl: 'Nursery',
          faculty: '',
          markSheet,
          ppPhoto,
          characterCerf: '',
          application: 'I would like to apply for admission for the coming session.',
          attachApplication: '',
          token: '',
        },
      });
      postMs.push(performance.now() - p0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      ok++;
    } catch (e) {
      const key = e instanceof HttpError ? `${stage} ${e.status}` : `${stage} error`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      throw e;
    } finally {
      flowMs.push(performance.now() - start);
    }
  });
  const wallS = (performance.now() - t0) / 1000;
  const after = await countRegistrations(base, token);
  flowMs.sort((a, b) => a - b);
  postMs.sort((a, b) => a - b);
  const rows = after - before;
  const out = {
    count,
    concurrency,
    wallS,
    // completed registrations per second (a failed flow still counts in the wall time)
    rps: ok / wallS,
    p99FlowMs: percentile(flowMs, 99),
    p50FlowMs: percentile(flowMs, 50),
    p99PostMs: percentile(postMs, 99),
    ok2xx: ok,
    rowsBefore: before,
    rowsAfter: after,
    rowsAdded: rows,
    equal: rows === ok,
    statuses,
    too429: Object.entries(statuses).filter(([k]) => k.endsWith(' 429')).reduce((n, [, v]) => n + v, 0),
    firstError: errors[0]?.message,
  };
  log(
    `  ${count} registrations (3 calls each) at ${concurrency} clients: ${out.rps.toFixed(1)}/s, p99 ${Math.round(out.p99FlowMs)} ms ` +
      `(POST alone ${out.p99PostMs === null ? 'n/a' : Math.round(out.p99PostMs)} ms), 2xx ${ok}, rows +${rows}` +
      (errors.length ? `, ${errors.length} failed (${errors[0].message})` : ''),
  );
  return out;
}
