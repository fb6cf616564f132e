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

/** The form's and the result's look, in both documents (the site's own, and the plain one). */
const FORM_STYLE = '.results-page{max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5}' +
  '.results-page label{display:block;margin:.75rem 0 .25rem;font-weight:600}.results-page input,.results-page select,.results-page button{font:inherit;padding:.5rem;max-width:100%;box-sizing:border-box;width:100%}' +
  '.results-page button{margin-top:1rem;background:var(--site-primary,#0b5394);color:#fff;border:0;border-radius:4px;cursor:pointer}.results-page table{border-collapse:collapse;width:100%;margin:1rem 0}' +
  '.results-page th,.results-page td{border:1px solid #999;padding:.4rem;text-align:left}.results-page .notice{background:#fdecea;border-left:4px solid #b3261e;padding:.5rem 1rem}'
/** The plain document's page (when the site has no server-rendered page to borrow its look from). */
const PLAIN_STYLE = 'body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;margin:0;color:#1b1b1b}header{max-width:40rem;margin:0 auto;padding:1rem}a{color:#0b5394}'
/**
 * In the site's look: the header's buttons open panels and menus with the site's script, which these
 * pages do not run (so they are hidden); the menus open on hover and focus instead.
 */
const CHROME_STYLE = '.site-notice-button,.site-menu-button{display:none}.site-nav-dropdown:hover>.site-nav-menu,.site-nav-dropdown:focus-within>.site-nav-menu{display:block}'

const esc = (s: string | number) => escapeHtml(String(s))

/** The site's look borrowed from its server-rendered home page: its styles, and what comes before and after its `<main>`. */
interface SiteChrome { styles: string; before: string; mainTag: string; after: string }

/** How long an instance keeps a site's look before rendering the home page again (ms). */
const CHROME_FRESH_MS = 60_000

/**
 * The site's look out of its server-rendered home page (the public remote's SSR, from its page cache):
 * its styles and icon, its header (contact bar, brand, menu, language switch) and its footer, with no
 * script (the pages work without one and never hydrate) and nothing of the home page's own content.
 * Null when the site has no server render (no front end built, a render that failed).
 */
function chromeOf (html: string): SiteChrome | null {
  const headEnd = html.indexOf('</head>')
  const root = /<div id="root" data-ssr="[^"]*">/.exec(html)
  const mainAt = html.indexOf('<main')
  const mainEnd = html.indexOf('</main>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd < 0 || !root || mainAt < 0 || mainEnd < mainAt || html.indexOf('<main', mainAt + 1) >= 0 || bodyEnd < mainEnd) return null
  const head = html.slice(0, headEnd)
  const styles = [...head.matchAll(/<link rel="icon"[^>]*>|<style[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]).join('')
  const clean = (part: string) => part.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link rel="preload"[^>]*>/g, '').replace(/ aria-current="page"/g, '').replace(/(class="site-nav-link) active"/g, '$1"')
  const mainTag = /^<main[^>]*>/.exec(html.slice(mainAt))?.[0]
  if (!mainTag) return null
  return { styles, before: clean(html.slice(root.index + root[0].length, mainAt)), mainTag, after: clean(html.slice(mainEnd + '</main>'.length, bodyEnd)) }
}

function page (lang: PageLang, title: string, school: string, other: string, body: string, chrome: SiteChrome | null): string {
  const t = TEXTS[lang]
  const head = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">' +
    `<title>${esc(title)} | ${esc(school)}</title>`
  const main = `<div class="results-page"><h1>${esc(title)}</h1>${body}</div>`
  if (chrome) {
    // the header's language switch leads to this page in the other language
    const before = chrome.before.replace(/(<a [^>]*?)href="[^"]*"([^>]*data-testid="language-switch")/, (_m, a: string, b: string) => `${a}href="${esc(other)}"${b}`)
    return `<!doctype html><html lang="${lang}"><head>${head}${chrome.styles}<style>${FORM_STYLE}${CHROME_STYLE}</style></head>` +
      `<body><div id="root">${before}${chrome.mainTag}${main}</main>${chrome.after}</body></html>`
  }
  return `<!doctype html><html lang="${lang}"><head>${head}<style>${PLAIN_STYLE}${FORM_STYLE}</style></head>` +
    `<body><header><p><a href="${lang === 'ne' ? '/ne' : '/'}">${esc(school)}</a> · <a href="${esc(other)}" lang="${lang === 'ne' ? 'en' : 'ne'}">${t.other}</a></p></header>` +
    `<main id="main-content">${main}</main></body></html>`
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
 * Server-rendered HTML in the site's look (its server-rendered home page's styles, header and footer around
 * the form; see chromeOf), without a script: never in the page caches, the wire cache, the service worker,
 * the sitemap or the feeds (`Cache-Control: private, no-store`, `noindex`), and rate-limited as the lookup is.
 * The look is borrowed rather than the page rendered by the public remote: the answer to a POST is one
 * visitor's result, which the remote's render (its page cache, its hydration state) must never hold.
 */
const resultsPages: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => { done(null, body) })
  const svc = app.results

  const schoolName = async (site: 'school' | 'women', lang: PageLang) => {
    const stored = await app.settingsRepository.get(site)
    return factsIn(stored.name.trim() ? stored : SEED_SETTINGS[site], lang).name
  }

  /** The site's look per host and language, kept CHROME_FRESH_MS (a settings or menu change shows within a minute). */
  const chromes = new Map<string, { at: number; chrome: Promise<SiteChrome | null> }>()
  const chrome = (request: FastifyRequest, lang: PageLang): Promise<SiteChrome | null> => {
    const host = new URL(request.publicOrigin.origin).host
    const key = `${host}|${lang}`
    const had = chromes.get(key)
    if (had && Date.now() - had.at < CHROME_FRESH_MS) return had.chrome
    const next = app.inject({ method: 'GET', url: lang === 'ne' ? '/ne' : '/', headers: { host, 'accept-encoding': 'identity' } }).then(
      (res) => (res.statusCode === 200 ? chromeOf(res.body) : null),
      (err: unknown) => { app.log.warn({ err }, 'results pages: the site\'s home page could not be rendered for its look'); return null })
    if (chromes.size >= 50) chromes.clear()
    chromes.set(key, { at: Date.now(), chrome: next })
    return next
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
      .type('text/html; charset=utf-8').send(page(lang, t.title, await schoolName(site, lang), other, formHtml + answer, await chrome(request, lang)))
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
        .type('text/html; charset=utf-8').send(page(lang, t.verifyTitle, school, `${lang === 'ne' ? '' : '/ne'}/verify/${encodeURIComponent(code)}`, body, await chrome(request, lang)))
    })
  }
  app.setErrorHandler(async (err, request, reply) => {
    // a visitor past the limit gets the page's own words, not JSON
    if (errorStatus(err) !== 429) throw err
    const lang: PageLang = request.url.startsWith('/ne/') ? 'ne' : 'en'
    return reply.code(429).header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8')
      .send(page(lang, TEXTS[lang].title, await schoolName(request.publicOrigin.site, lang), lang === 'ne' ? '/results' : '/ne/results', `<p class="notice" role="alert">${TEXTS[lang].tooMany}</p>`, await chrome(request, lang)))
  })
}

export default routePlugin(resultsPages, 'results-pages', ['results', 'settings-repository', 'origins'])
