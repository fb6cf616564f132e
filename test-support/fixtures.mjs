// The one builder of test files (PNG, JPEG, PDF, DOCX) for the API tests, e2e and the scripts.
// Real bytes, made with Node alone: sharp decodes the images, file-type names all four, pdf.js
// renders the PDF (checked by test-support/fixtures.test.mjs). Types: fixtures.d.mts.
import { deflateSync } from 'node:zlib';

// ------------------------------------------------------------------ CRC-32 (PNG chunks, ZIP entries)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ------------------------------------------------------------------ PNG

function pngChunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function pngOf(width, height, idat) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(idat)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour, `width` × `height` pixels. */
export function png(width = 64, height = 48, rgb = [30, 120, 200]) {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  return pngOf(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A valid PNG header that claims `width` × `height` pixels with almost no data behind it: a decompression bomb. */
export function pngBomb(width = 50_000, height = 50_000) {
  return pngOf(width, height, Buffer.alloc(64 * 1024));
}

// ------------------------------------------------------------------ JPEG

/**
 * A baseline JPEG of one colour. Every 8×8 block of a flat image has only a DC coefficient, so
 * the entropy data is tiny: each block's DC (a difference from the previous block of the same
 * component, 0 after the first) and an end-of-block. Quantisation 1, no subsampling.
 */
export function jpeg(width = 64, height = 48, rgb = [20, 140, 90]) {
  const [r, g, b] = rgb;
  const ycc = [0.299 * r + 0.587 * g + 0.114 * b, 128 - 0.168736 * r - 0.331264 * g + 0.5 * b, 128 + 0.5 * r - 0.418688 * g - 0.081312 * b];
  // the forward DCT of a flat 8×8 block: DC = 8 × (value − 128)
  const dc = ycc.map((v) => Math.round(8 * (Math.min(255, Math.max(0, v)) - 128)));
  const segment = (marker, body) => Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  // DC table: categories 0–11, each a 4-bit code (0000…1011); AC table: end-of-block alone, code "0"
  const dcTable = Buffer.from([0x00, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...Array.from({ length: 12 }, (_, i) => i)]);
  const acTable = Buffer.from([0x10, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00]);
  const bits = [];
  const put = (value, length) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >> i) & 1);
  };
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  for (let n = 0; n < blocks; n++) {
    for (let c = 0; c < 3; c++) {
      const diff = n === 0 ? dc[c] : 0;
      const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      put(size, 4);
      if (size) put(diff > 0 ? diff : diff + (1 << size) - 1, size);
      put(0, 1); // end of block
    }
  }
  while (bits.length % 8) bits.push(1);
  const scan = [];
  for (let i = 0; i < bits.length; i += 8) {
    const byte = bits.slice(i, i + 8).reduce((v, bit) => (v << 1) | bit, 0);
    scan.push(byte);
    if (byte === 0xff) scan.push(0x00); // byte stuffing
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0])), // JFIF 1.1
    segment(0xdb, Buffer.from([0x00, ...new Array(64).fill(1)])),
    segment(0xc0, Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0])),
    segment(0xc4, dcTable),
    segment(0xc4, acTable),
    segment(0xda, Buffer.from([3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0])),
    Buffer.from(scan),
    Buffer.from([0xff, 0xd9]),
  ]);
}

// ------------------------------------------------------------------ PDF

const pdfText = (s) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** An A4 PDF of `pages` pages, each saying "<title>: page i of n" in Helvetica. */
export function pdf(title = 'Test document', pages = 1) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids = [];
  for (let i = 1; i <= pages; i++) {
    const text = `BT /F1 22 Tf 60 760 Td (${pdfText(`${title}: page ${i} of ${pages}`)}) Tj ET`;
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${objects.length} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ------------------------------------------------------------------ DOCX

/** A ZIP archive of stored (uncompressed) entries, [name, bytes] in order. */
function zip(entries) {
  const local = [];
  const central = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0, 2); // flags
    common.writeUInt16LE(0, 4); // stored
    common.writeUInt32LE(0, 6); // time and date
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(fileName.length, 22);
    common.writeUInt16LE(0, 24); // extra
    const header = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, fileName]);
    local.push(header, data);
    const tail = Buffer.alloc(16);
    tail.writeUInt32LE(offset, 12); // comment, disk, attributes are 0
    central.push(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02, 20, 0]), common, tail, fileName]));
    offset += header.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, dir, end]);
}

const xmlText = (s) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]);

/** A Word document (.docx) of one paragraph per line of `text`. */
export function docx(text = 'Test document') {
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const paragraphs = text.split('\n').map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(line)}</w:t></w:r></w:p>`);
  return zip([
    [
      '[Content_Types].xml',
      Buffer.from(
        `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
    ],
    [
      '_rels/.rels',
      Buffer.from(
        `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
    ],
    [
      'word/document.xml',
      Buffer.from(`${head}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`),
    ],
  ]);
}

/** The MIME types of the files above, for uploads. */
export const MIME = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
