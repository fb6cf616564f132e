// A webpack loader for the self-hosted Devanagari font file (issues 13 and 36): it keeps only the glyphs of
// the letters and signs Nepali is written with, dropping the Vedic and extended blocks and the letters of the
// Devanagari block that only other languages use (Marathi's short A and eyelash RA, Sindhi's implosives, the
// Kashmiri vowel signs, the precomposed nukta letters of Hindi and Urdu loans, the Vedic accents). The 400 file
// goes from 50 KB to 34 KB. It is preloaded on a Nepali page, so the page's largest picture shares the
// connection with that much less (docs/performance.md). A character left out is drawn in the device's font.
// harfbuzz's own subsetter (through subset-font) keeps the shaping tables, so conjuncts still join; the nukta
// sign itself is kept, so a letter written with it (क + ़) is still drawn by the site's font.
const subsetFont = require('subset-font');

/**
 * The code points kept: Nepali's letters, vowel signs, nukta, virama, OM, dandas and digits; ZWNJ and ZWJ, the
 * rupee signs, the dotted circle.
 */
const RANGES = [
  [0x0901, 0x0903], // candrabindu, anusvara, visarga
  [0x0905, 0x0928], // the vowels, KA … NA
  [0x092a, 0x0930], // PA … RA
  [0x0932, 0x0933], // LA, LLA
  [0x0935, 0x0939], // VA … HA
  [0x093c, 0x094d], // nukta, avagraha, the vowel signs, virama
  [0x0950, 0x0950], // OM
  [0x0960, 0x0970], // vocalic RR and LL and their signs, the dandas, the digits, the abbreviation sign
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
