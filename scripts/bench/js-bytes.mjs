// Row 1: the JavaScript a first visit downloads, from Chromium's network log.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { visit } from './browser.mjs';

/** Markers that appear once per bundled copy of a library (checked on the built files). */
const MARKERS = {
  // react.production.js defines the compiler runtime on its exports; nothing else does
  react: /\.__COMPILER_RUNTIME=\{/g,
  // react-dom-client.production.js registers itself with the devtools hook under its name
  'react-dom': /version:"([^"]+)",rendererPackageName:"react-dom"/g,
  // antd/es/theme/useToken.js salts its style hash with antd's version: `${version}-${hashed}`
  antd: /[`"'](\d+\.\d+\.\d+(?:-[a-z0-9.]+)?)-(?:\$\{|["'`]\s*[.+])/g,
};

export const ADMIN_REMOTE_PATH = '/remotes/mf-admin-';

/** The homes' budget (issue 36): the school's English and Nepali homes (`/`, `/ne`) and the women's `/`. */
export const HOME_BUDGET_KB = 170;
/** Every other public route's budget (issue 36). */
export const ROUTE_BUDGET_KB = 200;

/** Item pages: one of each kind is measured (the sitemap lists them all). */
const ITEM_KINDS = [/^\/news\/[^/]+$/, /^\/events\/[^/]+$/, /^\/notice\/[^/]+$/, /^\/careers\/[^/]+$/, /^\/gallery\/albums\/[^/]+$/, /^\/gallery\/(?!albums$)[^/]+$/];

/** A GET through the loopback with the URL's host as `Host` (Node's resolver knows no `women.localhost`). */
function getText(url) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: u.port, path: u.pathname, headers: { host: u.host } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`${url} answered ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

/**
 * Every public route of a site (issue 36): the English paths of its sitemap.xml (the app's pages, the
 * staff-made pages, every item), one item page per kind, the Nepali home, and the paths the sitemap
 * leaves out on purpose (`extra`, e.g. the admission form).
 */
export async function sitePages(site, base, extra = []) {
  const xmlText = await getText(`${base}/sitemap.xml`);
  const paths = [...xmlText.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
  const english = paths.filter((p) => p !== '/ne' && !p.startsWith('/ne/'));
  const chosen = [];
  const kindsSeen = new Set();
  for (const p of [...english, ...extra]) {
    const kind = ITEM_KINDS.findIndex((re) => re.test(p));
    if (kind >= 0) {
      if (kindsSeen.has(kind)) continue;
      kindsSeen.add(kind);
    }
    if (!chosen.includes(p)) chosen.push(p);
  }
  chosen.splice(1, 0, '/ne');
  return chosen.map((p) => ({ key: `${site} ${p}`, url: `${base}${p}`, home: p === '/' || (site === 'school' && p === '/ne') }));
}

function libraryCopies(scripts) {
  const out = {};
  for (const [lib, re] of Object.entries(MARKERS)) {
    const files = [];
    for (const s of scripts) {
      if (!s.body) continue;
      const text = s.body.toString('utf8');
      const hits = [...text.matchAll(re)];
      if (hits.length) files.push({ file: new URL(s.url).pathname, copies: hits.length, version: hits[0][1] ?? null });
    }
    out[lib] = { copies: files.reduce((n, f) => n + f.copies, 0), files };
  }
  return out;
}

/** Measures one visit: JS transferred, gzip-6 size of the script bodies, admin files, library copies. */
export async function measurePage(browser, page, opts = {}) {
  const v = await visit(browser, page.url, opts);
  const scripts = v.requests.filter((r) => r.isScript && r.status >= 200 && r.status < 400);
  const transferred = scripts.reduce((n, r) => n + (r.transferred ?? 0), 0);
  const rawBytes = scripts.reduce((n, r) => n + (r.body?.length ?? 0), 0);
  const gzipBytes = scripts.reduce((n, r) => n + (r.body ? gzipSync(r.body, { level: 6 }).length : 0), 0);
  const adminFiles = v.requests.filter((r) => r.url.includes(ADMIN_REMOTE_PATH)).map((r) => new URL(r.url).pathname);
  const remotes = [...new Set(v.requests.map((r) => new URL(r.url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1]).filter(Boolean))];
  const uncompressed = scripts.filter((r) => !r.encoding && (r.body?.length ?? 0) > 1024).map((r) => new URL(r.url).pathname);
  const notImmutable = scripts
    .filter((r) => /\.[0-9a-f]{8}\.js$/.test(new URL(r.url).pathname) && !/immutable|max-age=[1-9]/.test(r.cacheControl ?? ''))
    .map((r) => new URL(r.url).pathname);
  return {
    key: page.key,
    url: page.url,
    status: v.status,
    loadMs: v.loadMs,
    rendered: v.snapshot,
    scripts: scripts.length,
    transferred,
    rawBytes,
    gzipBytes,
    adminFiles,
    remotes,
    uncompressed,
    notImmutable,
    copies: libraryCopies(scripts),
    failedRequests: v.failed,
    files: scripts
      .map((r) => ({
        path: new URL(r.url).pathname,
        transferred: r.transferred,
        raw: r.body?.length ?? null,
        gzip: r.body ? gzipSync(r.body, { level: 6 }).length : null,
        encoding: r.encoding,
      }))
      .sort((a, b) => (b.raw ?? 0) - (a.raw ?? 0)),
  };
}

export async function measureJsBytes(browser, base, womenBase, adminUser, log = console.log) {
  const pages = [...(await sitePages('school', base, ['/registration'])), ...(await sitePages('women', womenBase))];
  log(`  ${pages.length} public routes (sitemap.xml of each site, one item page per kind, /registration, /ne)`);
  const results = [];
  for (const p of pages) {
    try {
      const r = await measurePage(browser, p);
      results.push({ ...r, home: p.home });
      log(`  ${p.key}: ${r.scripts} scripts, ${(r.transferred / 1024).toFixed(1)} KB transferred, ${(r.gzipBytes / 1024).toFixed(1)} KB gzip`);
    } catch (e) {
      results.push({ key: p.key, url: p.url, home: p.home, error: e.message });
      log(`  ${p.key}: n/a (${e.message})`);
    }
  }
  let admin;
  const adminPage = { key: 'admin /admin/home', url: `${base}/admin/home` };
  if (!adminUser) admin = { ...adminPage, error: 'no admin login (POST /api/users/login failed)' };
  else {
    try {
      admin = await measurePage(browser, adminPage, {
        initScript: {
          fn: (user) => {
            localStorage.setItem('userInfo', JSON.stringify(user));
            localStorage.setItem('adminMode', 'true');
          },
          arg: adminUser,
        },
      });
      log(`  ${adminPage.key}: ${admin.scripts} scripts, ${(admin.gzipBytes / 1024).toFixed(1)} KB gzip`);
    } catch (e) {
      admin = { ...adminPage, error: e.message };
    }
  }
  return { pages: results, admin };
}
