// A webpack loader for the self-hosted Devanagari font files (issue 13): it keeps only the glyphs of the
// Devanagari block and the few signs written with it, dropping the Vedic and extended blocks Nepali does
// not use. Each weight goes from about 52 KB to 41 KB; both are preloaded on a Nepali page, so the
// page's largest picture shares the connection with 22 KB less (docs/performance.md, "fifth pass").
// harfbuzz's own subsetter (through subset-font) keeps the shaping tables, so conjuncts still join.
const subsetFont = require('subset-font');

/** The code points kept: the Devanagari block, ZWNJ and ZWJ, the rupee signs, the dotted circle. */
const RANGES = [
  [0x0900, 0x097f],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];

/** The same set as a CSS `unicode-range`, which kit/devanagari.css must declare (mf-shared/src/ssr/devanagari-font.test.ts compares them). */
const UNICODE_RANGE = RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

function hex(n) {
  return n.toString(16).toUpperCase().padStart(4, '0');
}

function text() {
  let s = '';
  for (const [a, b] of RANGES) for (let c = a; c <= b; c++) s += String.fromCodePoint(c);
  return s;
}

module.exports = function devanagariSubset(source) {
  const done = this.async();
  subsetFont(source, text(), { targetFormat: 'woff2' }).then(
    (out) => done(null, out),
    (err) => done(err),
  );
};
module.exports.raw = true;
module.exports.UNICODE_RANGE = UNICODE_RANGE;
