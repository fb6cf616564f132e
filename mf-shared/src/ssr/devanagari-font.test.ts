import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The build cuts the self-hosted Devanagari font file down to what Nepali is written with (issues 13 and 36,
// light on data); the stylesheet's unicode-range must say exactly what the file holds, or a character outside
// it would be looked for in a file that lacks it.
const loader = jest.requireActual<{ UNICODE_RANGE: string }>('../../build/devanagari-subset-loader.cjs');

const css = fs.readFileSync(path.join(__dirname, '..', 'kit', 'devanagari.css'), 'utf8');
const fontFile = (weight: 400) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`);

/** The loader run as webpack runs it, in a Node process of its own (its wasm does not run in jsdom's realm). */
function runLoader(file: string): Buffer {
  const script = `
    const fs = require('node:fs');
    const loader = require(${JSON.stringify(require.resolve('../../build/devanagari-subset-loader.cjs'))});
    loader.call({ async: () => (err, out) => { if (err) { console.error(err); process.exit(1); } process.stdout.write(out); } }, fs.readFileSync(${JSON.stringify(file)}));
  `;
  return execFileSync(process.execPath, ['-e', script], { maxBuffer: 10 * 1024 * 1024 });
}

test('one face, at 400 (bold is drawn from it), declares the unicode-range the build keeps: Nepali, not the Vedic or other languages\' letters', () => {
  const faces = [...css.matchAll(/@font-face\s*{([^}]+)}/g)].map((m) => m[1]!);
  expect(faces).toHaveLength(1);
  expect(faces[0]).toMatch(/font-weight:\s*400;/);
  expect(faces[0]).toContain('noto-sans-devanagari-devanagari-400-normal.woff2');
  const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.trim());
  expect(ranges).toEqual([loader.UNICODE_RANGE]);
  const covered = (code: number) =>
    loader.UNICODE_RANGE.split(', ').some((part) => {
      const [from, to = from] = part.slice(2).split('-').map((h) => parseInt(h, 16));
      return code >= from! && code <= to!;
    });
  // नमस्ते, विद्यालय, क्षत्रिय, ज्ञान, ॐ, the dandas, Nepali digits and the rupee sign are in it
  for (const c of 'नमस्ते विद्यालय क्षत्रिय ज्ञान ॐ । ॥ ०१२३४५६७८९ ₹ ँ ः ़'.replace(/\s/g, '')) expect([c, covered(c.codePointAt(0)!)]).toEqual([c, true]);
  // the Vedic accents, Marathi's eyelash RA, precomposed nukta letters, Sindhi's implosives are not
  for (const code of [0x0900, 0x0904, 0x0931, 0x0951, 0x0958, 0x095e, 0x097b]) expect([code, covered(code)]).toEqual([code, false]);
});

test('the 400 file comes out as a woff2 font about two thirds of the package\'s', () => {
  const source = fs.readFileSync(fontFile(400));
  const out = runLoader(fontFile(400));
  expect(out.subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(out.length).toBeLessThan(source.length * 0.75);
  expect(out.length).toBeGreaterThan(20_000);
});
