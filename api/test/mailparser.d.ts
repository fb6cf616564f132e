// mailparser ships no types; only what the tests use.
declare module 'mailparser' {
  import type { Readable } from 'node:stream'
  interface ParsedMail {
    subject?: string
    from?: { text: string }
    to?: { text: string } | Array<{ text: string }>
    html: string | false
    text?: string
    messageId?: string
    attachments: Array<{ filename?: string; content: Buffer }>
  }
  const mailparser: { simpleParser: (source: Readable | Buffer | string) => Promise<ParsedMail> }
  export default mailparser
}
