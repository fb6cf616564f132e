// fontkit (foliojs/fontkit, MIT), pdfkit's own font engine, ships no types. Only what the marksheet
// (api/src/plugins/app/results/marksheet-pdf.ts) uses is declared: a font parsed once and handed to
// pdfkit, which accepts a fontkit font wherever it takes a font file (PDFFontFactory.open).
declare module 'fontkit' {
  export interface LayoutFont {
    layout (text: string, features?: unknown): unknown
  }
  export function create (buffer: Uint8Array, postscriptName?: string): LayoutFont
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont (name: string, src: import('fontkit').LayoutFont): this
  }
}
