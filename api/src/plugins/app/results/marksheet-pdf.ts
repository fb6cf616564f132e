import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { create as parseFont, type Glyph, type GlyphRun, type LayoutFont } from 'fontkit'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { PNG } from 'pngjs'
import type { PageLang } from '@school/shared/contract'
import type { StoredResult } from './results.js'

const require = createRequire(import.meta.url)
/** The Devanagari font the sites ship (@fontsource/noto-sans-devanagari): its Devanagari and Latin subsets. */
const FONT_DIR = join(dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')), 'files')

/**
 * A WOFF file as the plain font (SFNT) it wraps: fontkit inflates a WOFF's tables again on every read,
 * which was most of a marksheet's time, so they are inflated once here (W3C WOFF 1.0: a 44-byte header,
 * 20-byte table entries, each table zlib-compressed when shorter than its original).
 */
function sfntOfWoff (woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const raw = woff.subarray(offset, offset + compLength)
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw }
  })
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const head = Buffer.alloc(12 + numTables * 16)
  head.writeUInt32BE(woff.readUInt32BE(4), 0)
  head.writeUInt16BE(numTables, 4)
  head.writeUInt16BE(searchRange, 6)
  head.writeUInt16BE(entrySelector, 8)
  head.writeUInt16BE(numTables * 16 - searchRange, 10)
  const parts: Buffer[] = [head]
  let offset = head.length
  tables.forEach((t, i) => {
    head.writeUInt32BE(t.tag, 12 + i * 16)
    head.writeUInt32BE(t.checksum, 16 + i * 16)
    head.writeUInt32BE(offset, 20 + i * 16)
    head.writeUInt32BE(t.data.length, 24 + i * 16)
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4)
    t.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

/** Shaped words kept per font; past this many the memory is emptied and refilled. */
const SHAPED_KEPT = 20_000

/**
 * The font's shaping remembered across marksheets: pdfkit lays text out word by word, and shaping a
 * word (Devanagari's conjuncts and vowel signs through fontkit's OpenType shaper) was most of a render's
 * time, while most words (labels, subjects, grades, common names) recur on every sheet. pdfkit scales a
 * run's positions in place, so each caller gets its own copy of them; the glyphs it only reads.
 */
function rememberShaping (f: LayoutFont): LayoutFont {
  const layout = f.layout.bind(f)
  const shaped = new Map<string, GlyphRun>()
  f.layout = (text: string, features?: unknown): GlyphRun => {
    if (features !== undefined) return layout(text, features)
    let run = shaped.get(text)
    if (!run) {
      if (shaped.size >= SHAPED_KEPT) shaped.clear()
      run = layout(text)
      shaped.set(text, run)
    }
    const positions = run.positions.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset }))
    return { glyphs: run.glyphs, positions, get advanceWidth () { return positions.reduce((w, p) => w + p.xAdvance, 0) } }
  }
  return f
}

/**
 * The font's glyphs decoded once across marksheets: fontkit keeps a font's glyph objects, but its subsetter
 * (every sheet embeds the glyphs it uses) parses each one's outline from the glyf table again, on every sheet,
 * only to find a composite glyph's parts; the parse is only read, never changed.
 */
function rememberGlyphs (f: LayoutFont): LayoutFont {
  const getGlyph = f.getGlyph.bind(f)
  const kept = new WeakSet<Glyph>()
  f.getGlyph = (id: number, codePoints?: number[]): Glyph => {
    const glyph = getGlyph(id, codePoints)
    if (!kept.has(glyph)) {
      kept.add(glyph)
      const decode = glyph._decode.bind(glyph)
      let decoded: { value: unknown } | null = null
      glyph._decode = () => (decoded ??= { value: decode() }).value
    }
    return glyph
  }
  return f
}

// parsed once, as plain fonts: a font parsed per document cost most of a marksheet's time
const font = (subset: 'devanagari' | 'latin', weight: 400 | 700) => rememberGlyphs(rememberShaping(parseFont(sfntOfWoff(readFileSync(join(FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.woff`))))))
const FONTS = { deva: font('devanagari', 400), devaBold: font('devanagari', 700), latin: font('latin', 400), latinBold: font('latin', 700) }

export interface MarksheetInput {
  lang: PageLang
  school: { name: string; address: string; logo: Buffer | null }
  exam: { title: string; year: number }
  result: StoredResult
  code: string
  /** the verification page's address, which the QR code holds */
  verifyUrl: string
}

const LABELS = {
  en: {
    heading: 'Grade sheet', name: 'Name', symbol: 'Symbol no.', dob: 'Date of birth (BS)', class: 'Class', section: 'Section',
    subject: 'Subject', grade: 'Grade', gp: 'Grade point', gpa: 'GPA', result: 'Result', pass: 'Passed', ng: 'Not graded',
    verify: 'Verify this marksheet', code: 'Code', scale: 'NEB scale: A+ 4.0 (90–100), A 3.6, B+ 3.2, B 2.8, C+ 2.4, C 2.0, D 1.6 (35–40), NG below 35'
  },
  ne: {
    heading: 'लब्धाङ्क पत्र', name: 'नाम', symbol: 'चिन्ह नं.', dob: 'जन्म मिति (वि.सं.)', class: 'कक्षा', section: 'शाखा',
    subject: 'विषय', grade: 'ग्रेड', gp: 'ग्रेड पोइन्ट', gpa: 'जीपीए', result: 'नतिजा', pass: 'उत्तीर्ण', ng: 'ग्रेड नदिइएको',
    verify: 'यो लब्धाङ्क पत्र रुजु गर्नुहोस्', code: 'कोड', scale: 'NEB स्केल: A+ 4.0 (90–100), A 3.6, B+ 3.2, B 2.8, C+ 2.4, C 2.0, D 1.6 (35–40), NG 35 भन्दा कम'
  }
} as const

const DEVANAGARI = /[\u0900-\u097F\u200C\u200D]/
/** Text cut into runs of Devanagari and of everything else, each drawn in its subset of the font. */
function runs (text: string): Array<{ deva: boolean; text: string }> {
  const out: Array<{ deva: boolean; text: string }> = []
  for (const ch of text) {
    // a space stays in the run it is in; punctuation is the Latin subset's (the Devanagari one has none)
    const deva = DEVANAGARI.test(ch) || (ch === ' ' && out.length > 0 && out[out.length - 1]!.deva)
    const last = out[out.length - 1]
    if (last && last.deva === deva) last.text += ch
    else out.push({ deva, text: ch })
  }
  return out
}

type Doc = InstanceType<typeof PDFDocument>

function write (doc: Doc, text: string, x: number, y: number, opts: { size: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right' }): void {
  doc.fontSize(opts.size)
  const parts = runs(text)
  parts.forEach((part, i) => {
    doc.font(part.deva ? (opts.bold ? 'devaBold' : 'deva') : (opts.bold ? 'latinBold' : 'latin'))
    const more = i < parts.length - 1
    const layout = { lineBreak: false, continued: more, ...(opts.width ? { width: opts.width } : {}), ...(opts.align ? { align: opts.align } : {}) }
    if (i === 0) doc.text(part.text, x, y, layout)
    else doc.text(part.text, layout)
  })
}

/** Pixels per QR module, and the quiet zone's width in modules. */
const QR_SCALE = 4
const QR_QUIET = 2

/**
 * The QR code as a greyscale PNG without alpha, which pdfkit embeds as it is (an RGBA PNG, as the qrcode
 * package draws it, pdfkit takes apart pixel by pixel), encoded by pngjs in this thread: sharp's pipeline
 * for a picture this small cost more than the rest of the QR code.
 */
function qrPng (text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const side = (modules.size + QR_QUIET * 2) * QR_SCALE
  const png = new PNG({ width: side, height: side, colorType: 0, inputColorType: 0, inputHasAlpha: false })
  png.data = Buffer.alloc(side * side, 255)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const my = Math.floor(y / QR_SCALE) - QR_QUIET
      const mx = Math.floor(x / QR_SCALE) - QR_QUIET
      if (my >= 0 && mx >= 0 && my < modules.size && mx < modules.size && modules.get(my, mx)) png.data[y * side + x] = 0
    }
  }
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false })
}

/** One A4 page: the school, the exam, the student, each subject's grade, the GPA, and the QR code and code that verify it. */
export async function renderMarksheet (m: MarksheetInput): Promise<Buffer> {
  const t = LABELS[m.lang]
  const options: PDFKit.PDFDocumentOptions = { size: 'A4', margin: 50, info: { Title: `${t.heading}: ${m.result.name}`, Author: m.school.name }, autoFirstPage: true }
  // no default font (pdfkit reads null as none; its types know only names): it would parse Helvetica's
  // metrics for every document, and every text here is in the embedded fonts
  Reflect.set(options, 'font', null)
  const doc = new PDFDocument(options)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => { doc.on('end', () => resolve(Buffer.concat(chunks))); doc.on('error', reject) })
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, data)

  const left = 50
  const width = doc.page.width - 100
  if (m.school.logo) {
    try { doc.image(m.school.logo, left, 45, { fit: [64, 64] }) } catch { /* a logo pdfkit cannot read is left out */ }
  }
  write(doc, m.school.name, left, 50, { size: 20, bold: true, width, align: 'center' })
  if (m.school.address) write(doc, m.school.address, left, 78, { size: 11, width, align: 'center' })
  write(doc, `${t.heading}: ${m.exam.title} (${m.exam.year})`, left, 110, { size: 14, bold: true, width, align: 'center' })
  doc.moveTo(left, 138).lineTo(left + width, 138).lineWidth(1).stroke('#444444')

  const r = m.result
  const facts: Array<[string, string]> = [[t.name, r.name], [t.symbol, r.symbol], [t.dob, r.dob], [t.class, r.class], [t.section, r.section]]
  let y = 152
  for (const [label, value] of facts) {
    write(doc, `${label}:`, left, y, { size: 11 })
    write(doc, value || '–', left + 150, y, { size: 11, bold: true })
    y += 20
  }

  y += 10
  const cols = [left, left + 260, left + 370]
  doc.rect(left, y - 4, width, 22).fill('#eeeeee').fillColor('#000000')
  write(doc, t.subject, cols[0]! + 6, y, { size: 11, bold: true })
  write(doc, t.grade, cols[1]!, y, { size: 11, bold: true })
  write(doc, t.gp, cols[2]!, y, { size: 11, bold: true })
  y += 24
  for (const s of r.subjects) {
    write(doc, s.name, cols[0]! + 6, y, { size: 11 })
    write(doc, s.grade, cols[1]!, y, { size: 11 })
    write(doc, s.gp.toFixed(1), cols[2]!, y, { size: 11 })
    y += 20
  }
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).stroke('#888888')
  y += 10
  write(doc, `${t.gpa}: ${r.gpa.toFixed(2)}`, left + 6, y, { size: 13, bold: true })
  write(doc, `${t.result}: ${r.result === 'pass' ? t.pass : t.ng}`, cols[1]!, y, { size: 13, bold: true })
  y += 30
  write(doc, t.scale, left, y, { size: 8 })

  const qr = qrPng(m.verifyUrl)
  const qrY = doc.page.height - 50 - 130
  doc.image(qr, left, qrY, { width: 120, height: 120 })
  write(doc, t.verify, left + 135, qrY + 20, { size: 11, bold: true })
  write(doc, m.verifyUrl, left + 135, qrY + 42, { size: 9 })
  write(doc, `${t.code}: ${m.code}`, left + 135, qrY + 60, { size: 11 })
  doc.end()
  return done
}

/**
 * The pool's entry (marksheets.ts runs this module in worker threads): the task arrives structured-cloned,
 * so the logo is a Uint8Array again, which pdfkit reads only as a Buffer. `dropped` is shared with the main
 * thread, which sets it when nobody waits for this sheet any more: a task that starts dropped renders nothing.
 */
export async function renderInWorker ({ input: m, dropped }: { input: MarksheetInput; dropped: Int32Array }): Promise<Uint8Array | null> {
  if (Atomics.load(dropped, 0) === 1) return null
  const logo = m.school.logo ? Buffer.from(m.school.logo.buffer, m.school.logo.byteOffset, m.school.logo.byteLength) : null
  return renderMarksheet({ ...m, school: { ...m.school, logo } })
}
