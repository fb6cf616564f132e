import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { describeEachDb } from './helper.js'
import { multipart } from './fixtures.js'
import { apiRoutes, type RouteInfo } from './routes.js'

/**
 * Property: no malformed request, authenticated or not, gets a 5xx; every 4xx carries
 * {message}; the database row counts never change. Seeded, so a failure is reproducible:
 * FUZZ_SEED=<seed> FUZZ_RUNS=<n> pnpm test -- fuzz
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000)

const FIELDS = ['title', 'author', 'description', 'section', 'image', 'user', 'date', 'file', 'originalFile', 'fullName', 'email',
  'position', 'phone', 'name', 'images', 'src', 'desc', 'message', 'firstName', 'lastName', 'address', 'preference', 'lvl',
  'faculty', 'markSheet', 'ppPhoto', 'characterCerf', 'application', 'attachApplication', 'token', 'careerCategory', 'noOfVacancy',
  'employmentType', 'location', 'offeredSalary', 'applyBefore', 'educationLevel', 'experienceRequired', 'careerSpecs', 'careerDesc',
  'note', 'startDate', 'endDate', 'thumbnail', 'currentPassword', 'newPassword', 'password', 'newsId', 'careerId', 'careerTitle',
  'phoneNumber', 'cv', 'subject', '__proto__', 'constructor']

const NASTY = [
  "' OR 1=1 --", "'; DROP TABLE news; --", '" OR ""="', '1; SELECT SLEEP(5)', '%', '_', '!', '\\', '%00', '\u0000',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', 'data:text/html,<b>x</b>',
  '../../../../etc/passwd', '/uploads/../school.sqlite', '/api/registrations/files/../../jwt-secret',
  '😀👩‍👩‍👧', '\ud800', 'नेपाल', 'ＡＢＣ', 'x'.repeat(70_000), '2026-02-30', '99999-01-01', '-1', '1e309', 'NaN', 'null', 'true'
]

const value = fc.oneof(
  fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom(...NASTY), fc.array(fc.constantFrom(...NASTY), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 })
)
const fieldsObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 })
const jsonBody = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fieldsObject,
  fieldsObject.map((o) => ({ news: o })),
  fieldsObject.map((o) => ({ career: o })),
  fieldsObject.map((o) => ({ careerData: o })),
  fieldsObject.map((o) => ({ mailerState: o }))
)
const rawText = fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}',
  'NaN', '\u0000', '', '{"title":"a","title":"b"}', '<xml/>')
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data',
  'multipart/form-data; boundary=zzz', 'application/octet-stream')

type Payload =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; text: string; type: string }
  | { kind: 'multipart'; field: string; filename: string; bytes: Uint8Array; cut: number }

const payload: fc.Arbitrary<Payload> = fc.oneof(
  jsonBody.map((body) => ({ kind: 'json' as const, body })),
  fc.record({ text: fc.oneof(rawText, fc.string()), type: contentType }).map((r) => ({ kind: 'raw' as const, ...r })),
  fc.record({
    field: fc.constantFrom('formFile', 'images', 'marksheet', 'ppphoto', 'characterCf', 'application', 'other'),
    filename: fc.constantFrom('a.png', '../../x.pdf', 'x.svg', '', 'a'.repeat(300), 'ñ.docx'),
    bytes: fc.uint8Array({ maxLength: 300 }),
    cut: fc.integer({ min: 0, max: 400 })
  }).map((r) => ({ kind: 'multipart' as const, ...r }))
)

const idValue = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...NASTY.filter((n) => n.length < 100)), fc.uuid())
const query = fc.oneof(
  fc.constant(''),
  fc.record({
    page: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }).map(String), fc.constantFrom('x', '1.5', '', '1e3')),
    limit: fc.oneof(fc.integer({ min: -5, max: 100_000 }).map(String), fc.constantFrom('abc', '')),
    q: fc.constantFrom(...NASTY.filter((n) => n.length < 500)),
    kind: fc.constantFrom('image', 'pdf', 'cv', 'exe', '')
  }, { requiredKeys: [] }).map((o) => '?' + new URLSearchParams(o as Record<string, string>).toString())
)

/** encodeURIComponent throws on lone surrogates; those become '?' in paths. */
function encodePath (s: string): string {
  try {
    return encodeURIComponent(s)
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))
  }
}

function request (r: RouteInfo, p: Payload, id: string | null, q: string, token: string | null): InjectOptions {
  let url = r.url
  if (id !== null) url = url.replace('01980000-0000-7000-8000-000000000000', encodePath(id))
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const opts: InjectOptions = { method: r.method as 'POST', url: url + q, headers }
  if (r.method === 'GET' || r.method === 'DELETE') return opts
  if (p.kind === 'json') return { ...opts, payload: JSON.stringify(p.body ?? null), headers: { ...headers, 'content-type': 'application/json' } }
  if (p.kind === 'raw') return { ...opts, payload: p.text, headers: { ...headers, 'content-type': p.type } }
  const m = multipart([{ field: p.field, filename: p.filename, content: Buffer.from(p.bytes) }])
  const body = p.cut > 0 && p.cut < m.payload.length ? m.payload.subarray(0, p.cut) : m.payload
  return { ...opts, payload: body, headers: { ...headers, ...m.headers } }
}

describeEachDb('fuzz', (get) => {
  test(`${RUNS} malformed requests: no 5xx, {message} on every 4xx, row counts unchanged (seed ${SEED})`, async () => {
    const t = get()
    const routes = await apiRoutes(t.app)
    const before = await t.counts()
    const seen = { requests: 0, s4xx: 0 }
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...routes), payload, fc.option(idValue, { nil: null }), query, fc.boolean(),
      async (route, p, id, q, authed) => {
        const res = await t.app.inject(request(route, p, id, q, authed ? t.token : null))
        seen.requests++
        if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)}`)
        if (res.statusCode >= 400) {
          seen.s4xx++
          const body = res.json() as { message?: unknown }
          if (typeof body.message !== 'string' || body.message === '') throw new Error(`${route.method} ${route.url} → ${res.statusCode} without {message}`)
        }
      }
    ), {
      seed: SEED,
      numRuns: RUNS,
      endOnFailure: true,
      // the counterexample can hold 70 kB strings: report where to replay it, not the values
      reporter: (out) => {
        if (out.failed) throw new Error(`fuzz failed: seed ${out.seed}, path ${String(out.counterexamplePath)}: ${String(out.errorInstance).slice(0, 600)}`)
      }
    })
    expect(seen.requests).toBe(RUNS)
    expect(await t.counts()).toEqual(before)
    // almost everything is refused; the rest are reads
    expect(seen.s4xx).toBeGreaterThan(RUNS * 0.6)
  }, 180_000)
})
