import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The build cuts the self-hosted Devanagari font files down to the Devanagari block (issue 13, light on
// data); the stylesheet's unicode-range must say exactly what the files hold, or a character outside
// it would be looked for in a file that lacks it.
const loader = jest.requireActual<{ UNICODE_RANGE: string }>('../../build/devanagari-subset-loader.cjs');

const css = fs.readFileSync(path.join(__dirname, '..', 'kit', 'devanagari.css'), 'utf8');
const fontFile = (weight: number) =>
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

test('both faces declare the unicode-range the build keeps, and no Vedic or extended block', () => {
  const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.trim());
  expect(ranges).toEqual([loader.UNICODE_RANGE, loader.UNICODE_RANGE]);
  expect(loader.UNICODE_RANGE).toBe('U+0900-097F, U+200C-200D, U+20A8, U+20B9, U+25CC');
});

test.each([400, 700])('the %i file comes out as a smaller woff2 font', (weight) => {
  const source = fs.readFileSync(fontFile(weight));
  const out = runLoader(fontFile(weight));
  expect(out.subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(out.length).toBeLessThan(source.length * 0.85);
  expect(out.length).toBeGreaterThan(20_000);
});
