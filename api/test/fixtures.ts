import { randomBytes } from 'node:crypto'

// Real PNG, JPEG, PDF and DOCX files come from the one builder the e2e tests and the scripts use too.
export { docx, jpeg, pdf, png, pngBomb } from '../../test-support/fixtures.mjs'

export const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
export const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>')
/** An ELF header: an executable renamed to .pdf */
export const executable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), randomBytes(256)])

export interface Part { field: string; filename?: string; content: Buffer | string; type?: string }

/** A multipart/form-data body, built by hand so tests control every byte. */
export function multipart (parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----school' + randomBytes(8).toString('hex')
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = p.filename !== undefined
      ? `form-data; name="${p.field}"; filename="${p.filename}"`
      : `form-data; name="${p.field}"`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : '') + '\r\n'))
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export function file (field: string, filename: string, content: Buffer, type?: string) {
  return multipart([{ field, filename, content, type }])
}

/** A JPEG/JFIF header followed by HTML: typed as JPEG by its first bytes, but no image. */
export const jpegThenHtml = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')
])

/** Starts like a PDF but holds HTML (issue 20 point 4). */
export const pdfHoldingHtml = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n')

/** A careers opening as the console sends it (SPEC §7), with plain rich-text fields. */
export const CAREER = {
  title: 'Science Teacher',
  careerCategory: 'Teaching',
  noOfVacancy: 2,
  employmentType: 'Full time',
  location: 'Banepa',
  offeredSalary: 'NPR 40,000',
  applyBefore: '2099-03-31',
  educationLevel: 'Bachelor',
  experienceRequired: '2 years',
  careerSpecs: '<p>Teach physics</p>',
  careerDesc: '<p>Apply with a CV</p>',
  note: ''
}
