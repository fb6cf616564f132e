import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { factsIn, RESULT_NOT_FOUND, type PageLang, type StudentResult } from '@school/shared/contract'
import { escapeHtml } from '../lib/sanitize.js'
import { errorStatus, tooMany } from '../lib/errors.js'
import { routePlugin } from '../lib/route-plugin.js'
import { keyLimiter } from '../plugins/app/results/key-limit.js'
import { studentResult } from '../plugins/app/results/results.js'
import { normalSymbol } from '../plugins/app/results/sheet.js'
import { SEED_SETTINGS } from '../seed/site.js'

/** The pages' texts, Nepali first for visitors. */
const TEXTS = {
  ne: {
    title: 'नतिजा', intro: 'परीक्षा छान्नुहोस्, चिन्ह नम्बर र वि.सं. जन्म मिति लेख्नुहोस्।', exam: 'परीक्षा', symbol: 'चिन्ह नम्बर', dob: 'जन्म मिति (वि.सं., YYYY-MM-DD)',
    submit: 'नतिजा हेर्नुहोस्', none: 'अहिले कुनै नतिजा प्रकाशित छैन।', notFound: 'यो चिन्ह नम्बर र जन्म मिति मिल्ने नतिजा भेटिएन', tooMany: 'धेरै पटक खोजियो; केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    subject: 'विषय', grade: 'ग्रेड', gp: 'ग्रेड पोइन्ट', gpa: 'जीपीए', result: 'नतिजा', pass: 'उत्तीर्ण', ng: 'ग्रेड नदिइएको', name: 'नाम', class: 'कक्षा',
    marksheet: 'लब्धाङ्क पत्र (PDF) डाउनलोड', other: 'English', verifyTitle: 'लब्धाङ्क पत्र रुजु', notIssued: 'यो विद्यालयले जारी गरेको लब्धाङ्क पत्र होइन',
    issued: 'यो लब्धाङ्क पत्र यस विद्यालयले जारी गरेको हो।', school: 'विद्यालय'
  },
  en: {
    title: 'Results', intro: 'Choose the exam, then type the symbol number and the date of birth in BS.', exam: 'Exam', symbol: 'Symbol number', dob: 'Date of birth (BS, YYYY-MM-DD)',
    submit: 'See the result', none: 'No results are published at the moment.', notFound: RESULT_NOT_FOUND, tooMany: 'Too many lookups: please try again in a minute.',
    subject: 'Subject', grade: 'Grade', gp: 'Grade point', gpa: 'GPA', result: 'Result', pass: 'Passed', ng: 'Not graded', name: 'Name', class: 'Class',
    marksheet: 'Download the marksheet (PDF)', other: 'नेपाली', verifyTitle: 'Marksheet check', notIssued: 'not a marksheet issued by this school',
    issued: 'This marksheet was issued by this school.', school: 'School'
  }
} as const

const STYLE = 'body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1b1b1b}' +
  'label{display:block;margin:.75rem 0 .25rem;font-weight:600}input,select,button{font:inherit;padding:.5rem;max-width:100%;box-sizing:border-box;width:100%}' +
  'button{margin-top:1rem;background:#0b5394;color:#fff;border:0;border-radius:4px;cursor:pointer}table{border-collapse:collapse;width:100%;margin:1rem 0}' +
  'th,td{border:1px solid #999;padding:.4rem;text-align:left}.notice{background:#fdecea;border-left:4px solid #b3261e;padding:.5rem 1rem}a{color:#0b5394}'

const esc = (s: string | number) => escapeHtml(String(s))

function page (lang: PageLang, title: string, school: string, other: string, body: string): string {
  const t = TEXTS[lang]
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${esc(title)} | ${esc(school)}</title><style>${STYLE}</style></head>` +
    `<body><header><p><a href="${lang === 'ne' ? '/ne' : '/'}">${esc(school)}</a> · <a href="${esc(other)}" lang="${lang === 'ne' ? 'en' : 'ne'}">${t.other}</a></p></header>` +
    `<main><h1>${esc(title)}</h1>${body}</main></body></html>`
}

function resultHtml (lang: PageLang, r: StudentResult, marksheet: string): string {
  const t = TEXTS[lang]
  const rows = r.subjects.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.grade)}</td><td>${s.gp.toFixed(1)}</td></tr>`).join('')
  return `<section aria-labelledby="result-heading"><h2 id="result-heading">${esc(r.name)}</h2><p>${t.class}: ${esc(r.class)}</p>` +
    `<table><caption>${t.result}</caption><thead><tr><th scope="col">${t.subject}</th><th scope="col">${t.grade}</th><th scope="col">${t.gp}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p><strong>${t.gpa}: ${r.gpa.toFixed(2)}</strong> · ${t.result}: <strong>${r.result === 'pass' ? t.pass : t.ng}</strong></p>${marksheet}</section>`
}

/** The form's fields from a urlencoded body: only the three it has. */
function formOf (body: unknown): { exam: string; symbol: string; dob: string } {
  const params = new URLSearchParams(typeof body === 'string' ? body : '')
  return { exam: params.get('exam')?.slice(0, 64) ?? '', symbol: params.get('symbol')?.slice(0, 40) ?? '', dob: params.get('dob')?.slice(0, 20) ?? '' }
}

/**
 * Results day's public pages (issue 37): `/results` and `/ne/results`, a form that works with JavaScript off
 * (a plain form POST answered by the server with the result), and `/verify/:code` (and `/ne/verify/:code`).
 * Plain server-rendered HTML: never in the page caches, the wire cache, the service worker, the sitemap or
 * the feeds (`Cache-Control: private, no-store`, `noindex`), and rate-limited as the lookup is.
 */
const resultsPages: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => { done(null, body) })
  const svc = app.results

  const schoolName = async (site: 'school' | 'women', lang: PageLang) => {
    const stored = await app.settingsRepository.get(site)
    return factsIn(stored.name.trim() ? stored : SEED_SETTINGS[site], lang).name
  }

  async function resultsPage (request: FastifyRequest, reply: FastifyReply, lang: PageLang, form: { exam: string; symbol: string; dob: string } | null) {
    const t = TEXTS[lang]
    const site = request.publicOrigin.site
    const exams = await svc.list(site, 'published')
    let answer = ''
    let status = 200
    if (form) {
      const hit = await svc.lookup(form.exam, form.symbol, form.dob)
      if (hit) {
        const q = new URLSearchParams({ exam: form.exam, symbol: form.symbol, dob: form.dob, lang }).toString()
        answer = resultHtml(lang, studentResult(hit.result, hit.exam.grading), `<p><a href="/api/results/marksheet.pdf?${esc(q)}">${t.marksheet}</a></p>`)
      } else {
        status = 404
        answer = `<p class="notice" role="alert">${t.notFound}</p>`
      }
    }
    const chosen = form?.exam ?? exams[0]?._id
    const options = exams.map((e) => `<option value="${esc(e._id)}"${e._id === chosen ? ' selected' : ''}>${esc(lang === 'ne' ? e.ne.title : e.title)} (${e.year})</option>`).join('')
    const action = lang === 'ne' ? '/ne/results' : '/results'
    const formHtml = exams.length === 0 ? `<p>${t.none}</p>` : `<p>${t.intro}</p><form method="post" action="${action}">` +
      `<label for="exam">${t.exam}</label><select id="exam" name="exam" required>${options}</select>` +
      `<label for="symbol">${t.symbol}</label><input id="symbol" name="symbol" required maxlength="20" autocomplete="off" inputmode="numeric" value="${esc(form?.symbol ?? '')}">` +
      `<label for="dob">${t.dob}</label><input id="dob" name="dob" required maxlength="10" autocomplete="off" inputmode="numeric" placeholder="2065-01-15" pattern="[0-9०-९]{4}-[0-9०-९]{2}-[0-9०-९]{2}" value="${esc(form?.dob ?? '')}">` +
      `<button type="submit">${t.submit}</button></form>`
    const other = lang === 'ne' ? '/results' : '/ne/results'
    return reply.code(status).header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8').send(page(lang, t.title, await schoolName(site, lang), other, formHtml + answer))
  }

  const limited = { rateLimit: { max: app.config.results.lookupsPerIp, timeWindow: '1 minute' } }
  // the form's symbol counts against the same per-symbol limit as the lookup (shared through Redis)
  const symbolLimit = keyLimiter(app, 'results-symbol', app.config.results.lookupsPerSymbol, 60_000)
  const perSymbol = async (request: FastifyRequest) => {
    const form = formOf(request.body)
    if (await symbolLimit(`${form.exam}|${normalSymbol(form.symbol)}`) !== null) throw tooMany(TEXTS.en.tooMany)
  }
  for (const lang of ['en', 'ne'] as const) {
    const base = lang === 'ne' ? '/ne' : ''
    app.get(`${base}/results`, { schema: { hide: true } }, (request, reply) => resultsPage(request, reply, lang, null))
    app.post(`${base}/results`, { schema: { hide: true }, config: limited, preHandler: perSymbol }, (request, reply) => resultsPage(request, reply, lang, formOf(request.body)))
    app.get(`${base}/verify/:code`, { schema: { hide: true }, config: limited }, async (request, reply) => {
      const t = TEXTS[lang]
      const code = typeof request.params === 'object' && request.params !== null && 'code' in request.params ? String(request.params.code) : ''
      const hit = await svc.verify(code)
      const site = hit?.exam.site ?? request.publicOrigin.site
      const school = await schoolName(site, lang)
      const body = hit
        ? `<p>${t.issued}</p><dl><dt>${t.name}</dt><dd>${esc(hit.result.name)}</dd><dt>${t.exam}</dt><dd>${esc(lang === 'ne' ? (hit.exam.titleNe || hit.exam.title) : hit.exam.title)} (${esc(hit.exam.year)})</dd>` +
          `<dt>${t.gpa}</dt><dd>${hit.result.gpa.toFixed(2)}</dd><dt>${t.school}</dt><dd>${esc(school)}</dd></dl>`
        : `<p class="notice" role="alert">${t.notIssued}</p>`
      return reply.code(hit ? 200 : 404).header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8').send(page(lang, t.verifyTitle, school, `${lang === 'ne' ? '' : '/ne'}/verify/${encodeURIComponent(code)}`, body))
    })
  }
  app.setErrorHandler(async (err, request, reply) => {
    // a visitor past the limit gets the page's own words, not JSON
    if (errorStatus(err) !== 429) throw err
    const lang: PageLang = request.url.startsWith('/ne/') ? 'ne' : 'en'
    return reply.code(429).header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8')
      .send(page(lang, TEXTS[lang].title, await schoolName(request.publicOrigin.site, lang), lang === 'ne' ? '/results' : '/ne/results', `<p class="notice" role="alert">${TEXTS[lang].tooMany}</p>`))
  })
}

export default routePlugin(resultsPages, 'results-pages', ['results', 'settings-repository', 'origins'])
