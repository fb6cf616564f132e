// Writes the clinic's two brochures into src/assets/clinic/:
//   cervical-cancer-brochure-en.pdf  a two-page A5 leaflet (pdf-lib, standard fonts)
//   cervical-cancer-brochure-ne.svg  the Nepali leaflet as an image
// Run it again only when the copy changes: `pnpm --filter mf-public-women brochures`.
// Both files are committed, so a build never needs this script or the network.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { EN_PAGES, NE_LINES, CENTRE } from './brochure-copy.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'clinic');
mkdirSync(out, { recursive: true });

const A5 = [420, 595];
const MARGIN = 36;
const PLUM = rgb(0.45, 0.11, 0.36);
const INK = rgb(0.13, 0.13, 0.16);

/** Greedy word wrap at a fixed width in points. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function makePdf() {
  const doc = await PDFDocument.create();
  doc.setTitle('Cervical Cancer Brochure in English');
  doc.setAuthor(CENTRE.name);
  doc.setSubject('Cervical cancer: facts, screening and where to get help');
  doc.setLanguage('en');
  doc.setCreationDate(new Date('2026-01-15T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-15T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A5[0] - MARGIN * 2;

  EN_PAGES.forEach((pageCopy, index) => {
    const page = doc.addPage(A5);
    page.drawRectangle({ x: 0, y: A5[1] - 64, width: A5[0], height: 64, color: PLUM });
    page.drawText(pageCopy.banner, { x: MARGIN, y: A5[1] - 40, size: 17, font: bold, color: rgb(1, 1, 1) });
    let y = A5[1] - 92;
    for (const block of pageCopy.blocks) {
      page.drawText(block.heading, { x: MARGIN, y, size: 12.5, font: bold, color: PLUM });
      y -= 17;
      for (const item of block.items) {
        const bullet = block.bullets !== false;
        const lines = wrap(item, regular, 9.5, width - (bullet ? 12 : 0));
        lines.forEach((text, i) => {
          if (bullet && i === 0) page.drawText('\u2022', { x: MARGIN, y, size: 9.5, font: regular, color: PLUM });
          page.drawText(text, { x: MARGIN + (bullet ? 12 : 0), y, size: 9.5, font: regular, color: INK });
          y -= 13;
        });
        y -= 2;
      }
      y -= 8;
    }
    page.drawLine({ start: { x: MARGIN, y: 46 }, end: { x: A5[0] - MARGIN, y: 46 }, thickness: 0.6, color: PLUM });
    page.drawText(`${CENTRE.name} Clinic  \u00b7  ${CENTRE.phone}  \u00b7  ${CENTRE.address}`, {
      x: MARGIN, y: 32, size: 7.5, font: regular, color: INK,
    });
    page.drawText(`Page ${index + 1} of ${EN_PAGES.length}`, { x: A5[0] - MARGIN - 48, y: 20, size: 7.5, font: regular, color: INK });
  });
  return doc.save({ useObjectStreams: true });
}

function escapeXml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function makeSvg() {
  const W = 800;
  const rows = [];
  let y = 150;
  for (const line of NE_LINES) {
    if (line.heading) {
      y += 18;
      rows.push(`<text x="48" y="${y}" class="h">${escapeXml(line.heading)}</text>`);
      y += 40;
    } else {
      rows.push(`<circle cx="58" cy="${y - 8}" r="5" fill="#731c5c"/><text x="76" y="${y}" class="p">${escapeXml(line.text)}</text>`);
      y += 38;
    }
  }
  const H = y + 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" lang="ne">
<title>पाठेघरको मुखको क्यान्सर: जानकारी पुस्तिका</title>
<style>
text{font-family:'Noto Sans Devanagari','Nirmala UI',Mangal,'Kohinoor Devanagari',sans-serif;fill:#222}
.t{font-size:40px;font-weight:700;fill:#fff}.s{font-size:22px;fill:#fde7f3}
.h{font-size:28px;font-weight:700;fill:#731c5c}.p{font-size:22px}.f{font-size:18px;fill:#fff}
</style>
<rect width="${W}" height="${H}" fill="#fff8fc"/>
<rect width="${W}" height="110" fill="#731c5c"/>
<text x="48" y="62" class="t">पाठेघरको मुखको क्यान्सर</text>
<text x="48" y="94" class="s">जाँच गराऔँ, सुरक्षित रहौँ</text>
${rows.join('\n')}
<rect y="${H - 64}" width="${W}" height="64" fill="#731c5c"/>
<text x="48" y="${H - 26}" class="f">${escapeXml(CENTRE.name)} क्लिनिक · ${escapeXml(CENTRE.phone)}</text>
</svg>
`;
}

const pdf = await makePdf();
writeFileSync(join(out, 'cervical-cancer-brochure-en.pdf'), pdf);
writeFileSync(join(out, 'cervical-cancer-brochure-ne.svg'), makeSvg());
console.log(`brochures written to ${out} (pdf ${pdf.length} bytes)`);
