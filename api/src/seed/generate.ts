import sharp from 'sharp'

function escapeXml (s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A PNG with a diagonal two-colour gradient and a caption: demo images made locally, nothing downloaded. */
export async function gradientImage (caption: string, from: string, to: string, width = 1200, height = 675): Promise<Buffer> {
  const size = Math.round(width / 18)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${width * 0.1}" cy="${height * 0.9}" r="${height * 0.25}" fill="#000000" fill-opacity="0.06"/>
  <text x="50%" y="52%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${escapeXml(caption)}</text>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/**
 * A minimal, valid multi-page PDF written by hand: one text page per entry.
 * Offsets in the xref table are computed, so viewers open it without repair.
 */
export function simplePdf (title: string, pages: string[][]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, '?')
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 4 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  pages.forEach((lines, i) => {
    const body = [`BT /F1 20 Tf 60 780 Td (${esc(title)}) Tj ET`,
      ...lines.map((l, j) => `BT /F1 12 Tf 60 ${740 - j * 20} Td (${esc(l)}) Tj ET`),
      `BT /F1 10 Tf 60 40 Td (Page ${i + 1} of ${pages.length}) Tj ET`].join('\n')
    objects[4 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`
    objects[5 + i * 2] = `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`
  })
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out)
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(out)
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
