// The fixture builder makes real files: the libraries the API and the browser use accept them.
// Run by `npm test` (script tests): node --test test-support/fixtures.test.mjs
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { docx, jpeg, MIME, pdf, png, pngBomb } from './fixtures.mjs';

const ROOT = join(import.meta.dirname, '..');
// sharp and file-type as the API resolves them, pdf.js as the front end does
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const sharp = apiRequire('sharp');
const { fileTypeFromBuffer } = await import(pathToFileURL(apiRequire.resolve('file-type')).href);
const frontRequire = createRequire(join(ROOT, 'mf-shared', 'package.json'));

test('file-type names each file as the API will', async () => {
  for (const [bytes, ext, mime] of [
    [png(), 'png', MIME.png],
    [jpeg(), 'jpg', MIME.jpeg],
    [pdf(), 'pdf', MIME.pdf],
    [docx(), 'docx', MIME.docx],
  ]) {
    assert.deepEqual(await fileTypeFromBuffer(bytes), { ext, mime });
  }
});

test('sharp decodes the PNG and the JPEG at their size and colour', async () => {
  for (const [bytes, format] of [
    [png(37, 21, [200, 40, 90]), 'png'],
    [jpeg(37, 21, [200, 40, 90]), 'jpeg'],
  ]) {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height, (await sharp(bytes).metadata()).format], [37, 21, format]);
    // JPEG's colour conversion may be off by one
    for (const [i, want] of [200, 40, 90].entries()) assert.ok(Math.abs(data[data.length - 3 + i] - want) <= 1, `${format} channel ${i}`);
  }
});

test('sharp refuses the bomb: its header claims more pixels than it allows', async () => {
  assert.equal(await fileTypeFromBuffer(pngBomb()).then((t) => t.ext), 'png');
  await assert.rejects(sharp(pngBomb()).raw().toBuffer());
});

test('pdf.js opens the PDF with its pages and their text', async () => {
  // pdf.js 6 expects Promise.withResolvers (Node 22); browsers have it
  Promise.withResolvers ??= function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
  const pdfjs = await import(pathToFileURL(frontRequire.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf('Exam routine (Grade 9)', 3)), verbosity: 0 });
  const doc = await task.promise;
  assert.equal(doc.numPages, 3);
  const text = (await (await doc.getPage(2)).getTextContent()).items.map((i) => i.str).join('');
  assert.equal(text, 'Exam routine (Grade 9): page 2 of 3');
  await task.destroy();
});

test('the DOCX holds its text, one paragraph a line', () => {
  const bytes = docx('First line\nSecond & last');
  const xml = bytes.toString('utf8');
  assert.match(xml, /<w:t xml:space="preserve">First line<\/w:t>.*<w:t xml:space="preserve">Second &amp; last<\/w:t>/s);
});
