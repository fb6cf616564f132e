import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { simplePdf } from '../src/seed/generate.js'

export async function png (width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer()
}

export async function jpeg (width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } }).jpeg().toBuffer()
}

export function pdf (pages = 2): Buffer {
  return simplePdf('Test document', Array.from({ length: pages }, (_, i) => [`Page ${i + 1}`]))
}

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
