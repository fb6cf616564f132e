// fontkit (foliojs/fontkit, MIT), pdfkit's own font engine, ships no types. Only what the marksheet
// (api/src/plugins/app/results/marksheet-pdf.ts) uses is declared: a font parsed once and handed to
// pdfkit, which accepts a fontkit font wherever it takes a font file (PDFFontFactory.open).
declare module 'fontkit' {
  export interface GlyphPosition { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }
  /** A shaped run as pdfkit reads it: its glyphs, their positions (which pdfkit scales in place) and its width. */
  export interface GlyphRun { glyphs: unknown[]; positions: GlyphPosition[]; readonly advanceWidth: number }
  /** A glyph as fontkit's subsetter reads it: `_decode` parses its outline from the glyf table. */
  export interface Glyph { _decode (): unknown }
  export interface LayoutFont {
    layout (text: string, features?: unknown): GlyphRun
    getGlyph (id: number, codePoints?: number[]): Glyph
  }
  export function create (buffer: Uint8Array, postscriptName?: string): LayoutFont
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont (name: string, src: import('fontkit').LayoutFont): this
  }
}
