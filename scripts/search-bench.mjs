// Measures the search of news, notices and events (issue 14): the LIKE of `applySearch` (every word in
// some column) against SQLite FTS5 and MariaDB FULLTEXT, on tables of 1 000, 10 000 and 50 000 news-sized
// rows, and checks what each finds (substrings, Devanagari). Prints a table; the decision is in docs/search.md.
//   node scripts/search-bench.mjs [--sizes 1000,10000,50000] [--runs 15]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRequire } from './harness/api-server.mjs';
import { createMysqlDatabase, mysqlAvailable } from './harness/databases.mjs';
import { machine, median, ms, textTable } from './harness/figures.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SIZES = arg('sizes', '1000,10000,50000').split(',').map(Number);
const RUNS = Number(arg('runs', '15'));
const knexFactory = apiRequire('knex');

// A fixed pseudo-random stream, so every run measures the same rows.
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const ENGLISH = ('school students parents annual sports science fair music evening exam routine holiday notice grade ' +
  'teacher principal library computer lab football basketball result admission scholarship trip picnic meeting ' +
  'uniform canteen bus timetable class test project award ceremony program dance drama art painting garden ' +
  'health camp clinic women centre training workshop seminar college hostel fees').split(' ');
const NEPALI = 'विद्यालय वार्षिकोत्सव विद्यार्थी अभिभावक परीक्षा बिदा सूचना खेलकुद निमन्त्रणा कार्यक्रम पुरस्कार छात्रवृत्ति शिक्षक पुस्तकालय भर्ना'.split(' ');
const pick = (list) => list[Math.floor(rand() * list.length)];
// 3 000 made-up words as the bulk of the text, so that the real words are as rare as a topic's words are
const SYLLABLES = ['ka', 'ri', 'mo', 'tan', 'shi', 'lu', 'pe', 'dor', 'vi', 'gen', 'sa', 'hu', 'ne', 'bal'];
seed = 7;
const FILLER = Array.from({ length: 3000 }, () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(SYLLABLES)).join(''));
const words = (n) => Array.from({ length: n }, () => {
  const r = rand();
  return pick(r < 0.08 ? ENGLISH : r < 0.1 ? NEPALI : FILLER);
}).join(' ');
function rows(n) {
  seed = 42;
  return Array.from({ length: n }, (_, i) => ({
    id: `n${String(i).padStart(8, '0')}`,
    title: words(6), author: 'Office', section: 'Primary', description: words(90),
    createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(), status: 'published', publishAt: null,
  }));
}

// The queries: two words, one word, a Devanagari word, and two that are only the start of a word ("schol" of "scholarship")
const QUERIES = ['annual sports', 'scholarship', 'वार्षिकोत्सव', 'वार्षिक', 'schol'];
const COLUMNS = ['title', 'author', 'description', 'section'];

/** The SQL `applySearch` builds (see api/src/lib/crud.ts): every word LIKE in some column, a count and a first page. */
async function likeSearch(knex, q) {
  const qb = knex('news').where('status', 'published');
  for (const word of q.toLowerCase().split(/\s+/u).filter(Boolean)) {
    const pattern = '%' + word.replace(/[!%_]/g, (c) => '!' + c) + '%';
    qb.where((w) => { for (const c of COLUMNS) w.orWhereRaw("LOWER(??) LIKE ? ESCAPE '!'", [c, pattern]); });
  }
  const [{ n }] = await qb.clone().count({ n: '*' });
  await qb.orderBy('createdAt', 'desc').limit(10).select('id', 'title');
  return Number(n);
}

async function time(fn) {
  const times = [];
  let found = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    found = await fn();
    times.push(performance.now() - t);
  }
  return { ms: median(times), found };
}

async function createTable(knex) {
  await knex.schema.createTable('news', (t) => {
    t.string('id', 36).primary();
    t.string('title', 255); t.string('author', 255); t.text('description'); t.string('section', 40);
    t.string('createdAt', 30).index(); t.string('status', 12); t.string('publishAt', 30).nullable();
  });
}

async function fill(knex, data) {
  for (let i = 0; i < data.length; i += 500) await knex('news').insert(data.slice(i, i + 500));
}

async function sqlite(size, out) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'b.sqlite') }, useNullAsDefault: true });
  try {
    await createTable(knex);
    await fill(knex, rows(size));
    const t0 = performance.now();
    await knex.raw("CREATE VIRTUAL TABLE news_fts USING fts5(title, author, description, section, content='news', content_rowid='rowid', tokenize='unicode61')");
    await knex.raw("INSERT INTO news_fts(rowid, title, author, description, section) SELECT rowid, title, author, description, section FROM news");
    const build = performance.now() - t0;
    for (const q of QUERIES) {
      const like = await time(() => likeSearch(knex, q));
      const match = q.split(/\s+/).map((w) => `"${w.replace(/"/g, '""')}"`).join(' ');
      const fts = await time(async () => {
        const [{ n }] = await knex.raw('SELECT count(*) AS n FROM news_fts JOIN news ON news.rowid = news_fts.rowid WHERE news_fts MATCH ? AND news.status = ?', [match, 'published']);
        await knex.raw('SELECT news.id, news.title FROM news_fts JOIN news ON news.rowid = news_fts.rowid WHERE news_fts MATCH ? AND news.status = ? ORDER BY news.createdAt DESC LIMIT 10', [match, 'published']);
        return Number(n);
      });
      out.push(['SQLite', size, q, ms(like.ms), like.found, ms(fts.ms), fts.found, `FTS5 index built in ${ms(build)}`]);
    }
  } finally {
    await knex.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function mariadb(size, out) {
  const db = await createMysqlDatabase('search_bench');
  const knex = knexFactory({ client: 'mysql2', connection: db.url, pool: { min: 0, max: 2 } });
  try {
    await createTable(knex);
    await fill(knex, rows(size));
    const t0 = performance.now();
    await knex.raw('ALTER TABLE news ADD FULLTEXT INDEX news_ft (title, author, description, section)');
    const build = performance.now() - t0;
    for (const q of QUERIES) {
      const like = await time(() => likeSearch(knex, q));
      const against = q.split(/\s+/).map((w) => `+${w}`).join(' ');
      const ft = await time(async () => {
        const [[{ n }]] = await knex.raw('SELECT count(*) AS n FROM news WHERE MATCH(title, author, description, section) AGAINST (? IN BOOLEAN MODE) AND status = ?', [against, 'published']);
        await knex.raw('SELECT id, title FROM news WHERE MATCH(title, author, description, section) AGAINST (? IN BOOLEAN MODE) AND status = ? ORDER BY createdAt DESC LIMIT 10', [against, 'published']);
        return Number(n);
      });
      out.push(['MariaDB', size, q, ms(like.ms), like.found, ms(ft.ms), ft.found, `FULLTEXT index built in ${ms(build)}`]);
    }
  } finally {
    await knex.destroy();
    await db.drop();
  }
}

const out = [];
const haveMysql = mysqlAvailable();
for (const size of SIZES) {
  await sqlite(size, out);
  if (haveMysql) await mariadb(size, out);
}
console.log(`search measurements (median of ${RUNS} runs: a count and a first page of 10, two-word and one-word queries)`);
console.log(JSON.stringify(machine()));
console.log(textTable(['database', 'rows', 'q', 'LIKE', 'LIKE found', 'FTS5 / FULLTEXT', 'index found', 'note'], out));
if (!haveMysql) console.log('MariaDB was not reachable at 127.0.0.1:3306: its rows are missing');
