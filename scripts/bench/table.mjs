// The bench's table (one row per measure, with its target and verdict) and the notes
// that explain the misses, built from the results object of run.mjs.
import { kb, mb, ms, textTable } from '../harness/figures.mjs';
import { HOME_BUDGET_KB, ROUTE_BUDGET_KB } from './js-bytes.mjs';
import { LIGHTHOUSE_KEYS } from './lighthouse.mjs';
import { INTERACTIONS, TRIES as INP_TRIES } from './inp.mjs';
import { BUDGET_KB as DATA_BUDGET_KB } from './data-cost.mjs';
import { SUBSCRIBERS as OUTBOX_SUBSCRIBERS, TARGET_PER_S as OUTBOX_TARGET } from './outbox.mjs';

/** Issue 36, item 6: a cached public read, with the JSON answer's Content-Security-Policy, against the bare route. */
const API_TARGET = '≥ 50% of bare, with CSP';

/** Rows for the table, in issue 7's order; `parts` is the set of parts that were run. */
export function buildRows(results, parts) {
  const rows = [];
  const na = (e) => `n/a (${String(e).slice(0, 140)})`;
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const add = (area, measure, result, target = '', status = '') => rows.push({ area, measure, result, target, status });
  const global = results.serverError ? `server did not start: ${results.serverError}` : null;

  // 1. JS bytes
  if (parts.has('js')) {
    const js = results.js ?? { error: global ?? 'not run' };
    const pages = js.error ? [] : [...js.pages, js.admin];
    if (js.error) add('JS first visit', 'all pages', na(js.error));
    for (const p of pages) {
      const isPublic = p !== js.admin;
      const budget = p.home ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
      const target = isPublic ? `≤ ${budget} KB gzip` : '';
      if (p.error) {
        add('JS first visit', p.key, na(p.error), target, 'n/a');
        continue;
      }
      const text = p.rendered?.text ?? '';
      // a public page whose remote's scripts never arrived measured the shell alone (the shell waits for
      // the first screen's picture before it fetches them; on a loaded machine that can outlast the visit)
      const shellOnly = isPublic && !p.files.some((f) => f.path.startsWith('/remotes/'));
      const broken = shellOnly
        ? ' ⚠ only the shell loaded (remote not fetched within the visit)'
        : /Sorry, there is nothing here/.test(text)
        ? ' ⚠ rendered the 404 page (route not built yet)'
        : /try again|retry|could not load|is unavailable/i.test(text)
          ? ' ⚠ page showed an error view'
          : '';
      add(
        'JS first visit',
        p.key,
        `${kb(p.transferred)} transferred · ${kb(p.gzipBytes)} gzip-6 of ${kb(p.rawBytes)} raw · ${p.scripts} files${broken}`,
        target,
        !isPublic ? '' : shellOnly ? 'n/a' : verdict(p.gzipBytes <= budget * 1024),
      );
    }
    if (!js.error) {
      const publicPages = js.pages.filter((p) => !p.error);
      const adminHits = publicPages.flatMap((p) => p.adminFiles.map((f) => `${p.key}: ${f}`));
      add(
        'JS first visit',
        'admin files on public pages',
        publicPages.length ? (adminHits.length ? `${adminHits.length} (${adminHits.slice(0, 3).join(', ')})` : `none on ${publicPages.length} pages`) : 'n/a',
        'none',
        publicPages.length ? verdict(adminHits.length === 0) : 'n/a',
      );
      const measured = pages.filter((p) => !p.error);
      const max = (lib) => Math.max(0, ...measured.map((p) => p.copies[lib].copies));
      const worst = (lib) => measured.find((p) => p.copies[lib].copies === max(lib))?.key;
      const copies = ['react', 'react-dom', 'antd'].map((l) => `${l} ${max(l)}${max(l) > 1 ? ` (${worst(l)})` : ''}`).join(' · ');
      add(
        'JS first visit',
        'copies per page (max)',
        measured.length ? copies : 'n/a',
        '1 each',
        measured.length ? verdict(['react', 'react-dom', 'antd'].every((l) => max(l) <= 1)) : 'n/a',
      );
    }
  }

  // First visit to / (issue 19: the home route's prefetch)
  if (parts.has('firstvisit')) {
    const v = results.firstVisit ?? { error: global ?? 'not run' };
    if (v.error) add('First visit', 'school / first news card', na(v.error), '', 'n/a');
    else {
      const f = (x) => (x === null ? 'n/a' : ms(x));
      add(
        'First visit',
        `school / first news card (median of ${v.runs.length})`,
        `${f(v.newsCardMs)} · /api/news/latest starts ${f(v.newsApiStartMs)} · home chunk ${f(v.homeChunkStartMs)}–${f(v.homeChunkEndMs)}`,
        'data request starts before the home chunk arrives',
        v.newsApiStartMs === null || v.homeChunkEndMs === null ? 'n/a' : verdict(v.newsApiStartMs < v.homeChunkEndMs),
      );
    }
  }

  // Repeat visits with the service worker (issue 13)
  if (parts.has('offline')) {
    const o = results.offline ?? { error: global ?? 'not run' };
    if (o.error) add('Offline reading', 'repeat visits', na(o.error), '', 'n/a');
    else {
      for (const [path, v] of Object.entries(o)) {
        add(
          'Offline reading',
          `${path} repeat visit offline`,
          `${kb(v.offline.worker)} from the worker's cache (decoded) · ${kb(v.offline.network)} over the network (visit ${kb(v.first.network)}; online repeat ${kb(v.online.network)} over the network)`,
          'readable offline, 0 B over the network, notice shown',
          verdict(v.offline.network === 0 && v.offline.worker > 0 && v.offline.notice),
        );
      }
    }
  }

  // Responsiveness after load (issue 36, item 3)
  if (parts.has('inp')) {
    const inp = results.inp ?? { error: global ?? 'not run' };
    for (const { key } of INTERACTIONS) {
      const r = inp.error ? { error: inp.error } : inp[key];
      if (!r || r.error) add('INP (4× CPU)', key, na(r?.error ?? 'not run'), '≤ 200 ms p75', 'n/a');
      // a verdict only on every try: the failed ones may be the slow ones
      else add('INP (4× CPU)', key, `p75 ${ms(r.p75)} of ${r.measured} tries · max ${ms(r.max)}`, `≤ 200 ms p75 of ${INP_TRIES}`, r.measured === INP_TRIES ? verdict(r.p75 <= 200) : 'n/a');
    }
  }

  // 2. Lighthouse
  if (parts.has('lighthouse')) {
    const lh = results.lighthouse ?? { error: global ?? 'not run' };
    for (const key of LIGHTHOUSE_KEYS) {
      const r = lh.error ? { error: lh.error } : lh[key];
      if (!r || r.error) {
        add('Lighthouse mobile', key, na(r?.error ?? 'not run'), '', 'n/a');
        continue;
      }
      add(
        'Lighthouse mobile',
        `${key} scores`,
        `perf ${r.performance} (runs ${r.performanceRange.join('–')}) · a11y ${r.accessibility} · best pr. ${r.bestPractices} · SEO ${r.seo}`,
        'perf ≥ 95 · a11y 100 · SEO 100',
        verdict(r.performance >= 95 && r.accessibility === 100 && r.seo === 100),
      );
      add(
        'Lighthouse mobile',
        `${key} vitals`,
        `LCP ${(r.lcpMs / 1000).toFixed(2)} s · TBT ${ms(r.tbtMs)} · CLS ${r.cls.toFixed(3)}`,
        'LCP ≤ 2.0 s · TBT ≤ 100 ms · CLS ≤ 0.02',
        verdict(r.lcpMs <= 2000 && r.tbtMs <= 100 && r.cls <= 0.02),
      );
    }
  }

  // Data cost of a first visit on a phone (issue 36, item 5)
  if (parts.has('datacost')) {
    const d = results.dataCost ?? { error: global ?? 'not run' };
    if (d.error) add('Data cost', 'first visit, phone', na(d.error), '', 'n/a');
    else {
      const split = (v) => Object.entries(v.byKind).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${kb(n)}`).join(', ');
      for (const [key, r] of Object.entries(d.pages)) {
        if (r.error) {
          add('Data cost', `${key} first visit (360 × 740, DPR 2)`, na(r.error), '', 'n/a');
          continue;
        }
        add('Data cost', `${key} first visit (360 × 740, DPR 2)`, `${kb(r.normal.total)} (${split(r.normal)})`, `≤ ${DATA_BUDGET_KB.normal} KB`, verdict(r.normal.total <= DATA_BUDGET_KB.normal * 1024));
        add('Data cost', `${key} with Save-Data: on`, `${kb(r.saveData.total)} (${split(r.saveData)})`, `≤ ${DATA_BUDGET_KB.saveData} KB`, verdict(r.saveData.total <= DATA_BUDGET_KB.saveData * 1024));
      }
    }
  }

  // 3. API throughput
  if (parts.has('api')) {
    const a = results.api ?? { error: global ?? 'not run' };
    if (a.error) add('API throughput', 'all endpoints', na(a.error), '', 'n/a');
    else {
      add(
        'API throughput',
        'bare Fastify {} (separate process)',
        `${Math.round(a.bare.rps)} req/s (median of ${a.bare.runs.length}, ${a.bare.rpsRange.map(Math.round).join('–')}) · p99 ${a.bare.p99} ms` +
          (a.bare.cpuUsPerReq ? ` · CPU ${a.bare.cpuUsPerReq.toFixed(0)} µs/req` : ''),
        'reference',
      );
      for (const e of a.endpoints) {
        if (e.error) add('API throughput', `GET ${e.path}`, na(e.error), API_TARGET, 'n/a');
        else
          add(
            'API throughput',
            `GET ${e.path}`,
            `${Math.round(e.browser.rps)} req/s · p99 ${e.browser.p99} ms · ${(e.ratio * 100).toFixed(0)}% of bare (${Math.round(e.bare.rps)}) ` +
              `(identity: ${Math.round(e.identity.rps)} req/s, ${(e.ratioIdentity * 100).toFixed(0)}%)` +
              (e.cpuRatio ? ` · CPU ${e.browser.cpuUsPerReq.toFixed(0)} µs/req (by CPU time ${(e.cpuRatio * 100).toFixed(0)}% of bare)` : '') +
              ` · ${e.items ?? '?'} items, ${kb(e.jsonBytes)}` +
              (e.browser.non2xx ? ` · ${e.browser.non2xx} non-2xx` : '') +
              (e.csp ? ' · CSP sent' : ' · no Content-Security-Policy header'),
            API_TARGET,
            verdict(e.ratio >= 0.5 && !e.browser.non2xx && !!e.csp),
          );
      }
    }
  }

  // Server rendering (issue 12): a warm SSR hit's CPU against a cached JSON list's
  if (parts.has('ssr')) {
    const s = results.ssr ?? { error: global ?? 'not run' };
    if (s.error) add('SSR', 'warm SSR hit CPU vs cached JSON list', na(s.error), '≤ 2×', 'n/a');
    else
      for (const p of s.pages) {
        const measure = `warm SSR hit CPU vs cached JSON list: GET ${p.path} (HTML) vs GET ${s.list}`;
        if (p.error || !p.cpuRatio) add('SSR', measure, na(p.error ?? 'no CPU figure (/proc)'), '≤ 2×', 'n/a');
        else
          add(
            'SSR',
            measure,
            `${p.cpuRatio.toFixed(2)}× (${p.hit.cpuUsPerReq.toFixed(0)} vs ${s.json.cpuUsPerReq.toFixed(0)} µs/req) · ${Math.round(p.hit.rps)} req/s · p99 ${p.hit.p99} ms · ${kb(p.htmlBytes)} HTML`,
            '≤ 2×',
            verdict(p.cpuRatio <= 2 && !p.hit.non2xx),
          );
      }
  }

  // Server renders at once (issue 35): 20 cache misses on 20 different pages, asked for together
  if (parts.has('ssrmiss')) {
    const m = results.ssrMisses ?? { error: global ?? 'not run' };
    const measure = '20 concurrent SSR misses, 20 different pages: time to the last page';
    if (m.error) add('SSR', measure, na(m.error), '', 'n/a');
    else {
      const cores = m.rounds.map((r) => r.cpuCores).filter((c) => typeof c === 'number');
      add(
        'SSR',
        measure,
        `${(m.lastMs / 1000).toFixed(2)} s to the last page (first ${(m.firstMs / 1000).toFixed(2)} s) · ${m.rendersPerS.toFixed(1)} renders/s` +
          (cores.length ? ` · server CPU ${Math.max(...cores).toFixed(2)} cores at most` : '') +
          ` · rounds ${m.rounds.map((r) => (r.lastMs / 1000).toFixed(2)).join(' / ')} s`,
        '',
        '',
      );
    }
  }

  // Reads under anonymous writes (issue 19)
  if (parts.has('contact')) {
    const c = results.contact ?? { error: global ?? 'not run' };
    if (c.error) add('Reads under writes', `GET ${'/api/news'} + 5 contact clients`, na(c.error), '', 'n/a');
    else
      add(
        'Reads under writes',
        `GET ${c.path} while ${c.writers} clients post /api/contact/send` + (c.intervalMs ? ` every ${c.intervalMs} ms` : ' back to back'),
        `${Math.round(c.busy.rps)} req/s · p99 ${c.busy.p99} ms (alone: ${Math.round(c.quiet.rps)} req/s, ${(c.ratio * 100).toFixed(0)}%) · ` +
          `${c.contactPosted} contact posts (${c.contactPerS.toFixed(1)}/s)` +
          (c.busy.cpuUsPerReq ? ` · server CPU per read ${c.busy.cpuUsPerReq.toFixed(0)} µs (alone ${c.quiet.cpuUsPerReq.toFixed(0)}; a post ${c.cpuUsPerPost.toFixed(0)})` : '') +
          (c.hitRateUnderWrites === null ? ' · no x-cache header' : ` · x-cache HIT ${(c.hitRateUnderWrites * 100).toFixed(0)}%`) +
          (c.busy.non2xx ? ` · ${c.busy.non2xx} non-2xx` : '') +
          (c.contactFailed ? ` · ${c.contactFailed} posts failed: ${String(c.firstError).slice(0, 80)}` : ''),
        'contact posts leave the read cache alone',
        c.hitRateUnderWrites === null ? 'n/a' : verdict(c.hitRateUnderWrites >= 0.9),
      );
  }

  // 4. Writes
  if (parts.has('writes')) {
    const w = results.writes ?? { error: global ?? 'not run' };
    if (w.error) add('Writes', 'POST /api/registrations + 2 uploads', na(w.error), 'rows = 2xx', 'n/a');
    else
      add(
        'Writes',
        `POST /api/registrations + 2 uploads, ${w.concurrency} clients`,
        `${w.rps.toFixed(1)} registrations/s · p99 ${ms(w.p99FlowMs)} (POST alone ${ms(w.p99PostMs)}) · 2xx ${w.ok2xx}/${w.count} · rows +${w.rowsAdded}` +
          (w.too429 ? ` · ${w.too429} × 429` : '') +
          (w.ok2xx < w.count ? ` · first failure: ${String(w.firstError).slice(0, 100)}` : ''),
        'rows = 2xx',
        w.ok2xx === 0 ? 'n/a' : verdict(w.equal),
      );
  }

  // 5. Gallery
  if (parts.has('gallery')) {
    const g = results.gallery ?? { error: global ?? 'not run' };
    if (g.error) add('Gallery page weight', '/gallery/albums/{id}, 20 photos', na(g.error), '≤ 15% of originals', 'n/a');
    else
      add(
        'Gallery page weight',
        '/gallery/albums/{id}, 20 photos',
        `desktop ${kb(g.desktop.uploadImageBytes)} (${(g.desktop.ratio * 100).toFixed(1)}%) · mobile ${kb(g.mobile.uploadImageBytes)} (${(g.mobile.ratio * 100).toFixed(1)}%) of ${mb(g.originalBytes)} originals` +
          (g.desktop.albumImageRequests === 0 ? ' ⚠ no album image loaded' : ''),
        '≤ 15% of originals',
        g.desktop.albumImageRequests === 0 ? 'n/a' : verdict(Math.max(g.desktop.ratio, g.mobile.ratio) <= 0.15),
      );
  }

  // The outbox's drain (issue 34): one broadcast's mails, from the POST to the last one accepted by SMTP
  if (parts.has('outbox')) {
    const target = `≥ ${OUTBOX_TARGET} mails/s`;
    for (const [dialect, name] of [['sqlite', 'SQLite'], ['mysql', 'MariaDB']]) {
      const o = results.outbox?.error ? { error: results.outbox.error } : (results.outbox?.[dialect] ?? { error: 'not run' });
      const measure = `broadcast to ${OUTBOX_SUBSCRIBERS} email subscribers, ${name}: to the last mail at SMTP`;
      if (o.error) add('Outbox drain', measure, na(o.error), target, 'n/a');
      else
        add(
          'Outbox drain',
          measure,
          `${o.perS.toFixed(0)} mails/s (${o.seconds.toFixed(2)} s, median of ${o.rounds.length}: ${o.rounds.map((r) => r.perS.toFixed(0)).join(' / ')})` +
            (o.perCpuS ? ` · ${o.perCpuS.toFixed(0)} mails per server CPU-second (${o.cpuSeconds.toFixed(2)} s)` : '') +
            ` · the POST ${ms(o.postMs)} · load ${o.loadBefore.join(' ')}`,
          target,
          verdict(o.perS >= OUTBOX_TARGET),
        );
    }
  }

  // 6. Build
  if (parts.has('build')) {
    const b = results.build;
    add(
      'Build',
      'clean full production build (5 front ends + api)',
      b.skipped ? 'skipped (--skip-build)' : b.error ? na(b.error) : `${b.seconds.toFixed(1)} s`,
      '',
      b.error ? 'n/a' : '',
    );
  }
  return rows;
}

/** One-line explanations: which files hold duplicate libraries, failing audits, CLS culprits. */
export function buildNotes(results) {
  const notes = [];
  if (results.js && !results.js.error) {
    const measured = [...results.js.pages, results.js.admin].filter((p) => p && !p.error);
    for (const lib of ['react', 'react-dom', 'antd']) {
      for (const p of measured.filter((x) => x.copies[lib].copies > 1)) {
        notes.push(`${lib} ×${p.copies[lib].copies} on ${p.key}: ${p.copies[lib].files.map((f) => f.file).join(', ')}`);
      }
    }
    const home = measured.find((p) => p.key === 'school /');
    if (home) notes.push(`largest scripts on school /: ${home.files.slice(0, 5).map((f) => `${f.path} ${kb(f.gzip)}`).join(', ')}`);
    const plain = measured.flatMap((p) => p.uncompressed);
    if (plain.length) notes.push(`scripts served without compression: ${[...new Set(plain)].join(', ')}`);
    const noCache = measured.flatMap((p) => p.notImmutable);
    if (noCache.length) notes.push(`hashed scripts without a long cache lifetime: ${[...new Set(noCache)].slice(0, 5).join(', ')}`);
  }
  if (results.lighthouse && !results.lighthouse.error) {
    for (const [key, r] of Object.entries(results.lighthouse)) {
      if (!r || r.error) continue;
      const failing = Object.entries(r.failing)
        .flatMap(([cat, list]) => list.map((a) => `${cat}: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`))
        .join('; ');
      if (failing) notes.push(`Lighthouse ${key} failing audits: ${failing}`);
      if (r.lcpMs > 2000 && r.lcpElement) notes.push(`Lighthouse ${key} LCP element: ${r.lcpElement}`);
      if (r.cls > 0.05 && r.clsElements?.length) notes.push(`Lighthouse ${key} layout shifts: ${r.clsElements.join(', ')}`);
    }
  }
  return notes;
}

export function renderTable(list) {
  return textTable(['Area', 'Measure', 'Result', 'Target', 'Status'], list.map((r) => [r.area, r.measure, r.result, r.target, r.status]));
}

