import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
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

/** A valid PNG whose header claims width × height pixels with almost no data: a decompression bomb. */
export function pngBomb (width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (b: Buffer) => {
    let c = 0xffffffff
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const td = Buffer.concat([Buffer.from(type), data])
    const c = Buffer.alloc(4)
    c.writeUInt32BE(crc(td))
    return Buffer.concat([len, td, c])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024))), chunk('IEND', Buffer.alloc(0))])
}

/** A JPEG/JFIF header followed by HTML: typed as JPEG by its first bytes, but no image. */
export const jpegThenHtml = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')
])

/** Starts like a PDF but holds HTML (issue 20 point 4). */
export const pdfHoldingHtml = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n')
