// Row 1: the JavaScript a first visit downloads, from Chromium's network log.
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

export function schoolPages(base) {
  return [
    { key: 'school /', url: `${base}/` },
    { key: 'school /news', url: `${base}/news` },
    { key: 'school /gallery/albums', url: `${base}/gallery/albums` },
    { key: 'school /registration', url: `${base}/registration` },
  ];
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
  const pages = [...schoolPages(base), { key: 'women /', url: `${womenBase}/` }];
  const results = [];
  for (const p of pages) {
    try {
      const r = await measurePage(browser, p);
      results.push(r);
      log(`  ${p.key}: ${r.scripts} scripts, ${(r.transferred / 1024).toFixed(1)} KB transferred, ${(r.gzipBytes / 1024).toFixed(1)} KB gzip`);
    } catch (e) {
      results.push({ key: p.key, url: p.url, error: e.message });
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
