import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { MarksheetInput, renderInWorker } from './marksheet-pdf.js'

/** Rendered marksheets kept per instance (by code, language and origin): about 20 KB each. */
const MARKSHEETS_KEPT = 500

/**
 * This module's sibling as the worker threads run it: the build's JavaScript, or under the tests (which
 * run the TypeScript source) the source through tsx, as `npm run dev` runs it.
 */
function workerFile (): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts')
  return { filename: new URL(`./marksheet-pdf.${fromSource ? 'ts' : 'js'}`, import.meta.url).href, execArgv: fromSource ? ['--import', 'tsx'] : [] }
}

/**
 * Marksheet PDFs rendered off the event loop, in a pool of worker threads (one per core; the first starts
 * with the first marksheet asked for), and the rendered ones kept by key. A render is 10–20 ms of CPU
 * (Devanagari shaping, the fonts' subsets, the QR code): on the event loop, a rush of marksheets held up
 * every lookup behind them. Concurrent asks for the same key share one render.
 */
export function marksheetRenderer (threads = availableParallelism()) {
  let pool: Piscina | null = null
  const kept = new Map<string, Buffer>()
  /** renders under way: their PDF, how many requests wait for it, and the flag that drops it when none does */
  const rendering = new Map<string, { pdf: Promise<Buffer>; waiting: number; dropped: Int32Array }>()

  async function render (input: MarksheetInput, dropped: Int32Array): Promise<Buffer> {
    pool ??= new Piscina({ ...workerFile(), name: 'renderInWorker', minThreads: 1, maxThreads: Math.max(1, threads), idleTimeout: 60_000 })
    // the worker runs renderInWorker (its `name`); its answer arrives structured-cloned. A task is not aborted
    // (piscina would end a running one's thread, and start another): it reads the shared flag when it starts.
    const pdf: Awaited<ReturnType<typeof renderInWorker>> = await pool.run({ input, dropped })
    if (pdf === null) throw new Error('The marksheet was not rendered: nobody waited for it any more (aborted)')
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
  }

  return {
    /**
     * The marksheet under `key` (its code, language and origin: what it shows), rendered from `input()` once.
     * `gone` is the asking request's: when every request waiting for a render has gone (a parent who gave up
     * under the rush), the render is skipped when its turn comes rather than delay the others.
     */
    async get (key: string, input: () => Promise<MarksheetInput>, gone?: AbortSignal): Promise<Buffer> {
      const had = kept.get(key)
      if (had) return had
      let pending = rendering.get(key)
      // a render already dropped (everyone waiting had gone) is not joined: this request starts another
      if (!pending || Atomics.load(pending.dropped, 0) === 1) {
        const dropped = new Int32Array(new SharedArrayBuffer(4))
        const made = input().then((i) => render(i, dropped)).then((pdf) => {
          if (kept.size >= MARKSHEETS_KEPT) kept.delete(kept.keys().next().value!)
          kept.set(key, pdf)
          return pdf
        })
        const entry = { pdf: made.finally(() => { if (rendering.get(key) === entry) rendering.delete(key) }), waiting: 0, dropped }
        pending = entry
        rendering.set(key, entry)
      }
      const mine = pending
      mine.waiting++
      const left = () => { if (--mine.waiting === 0) Atomics.store(mine.dropped, 0, 1) }
      gone?.addEventListener('abort', left, { once: true })
      try {
        return await mine.pdf
      } finally {
        gone?.removeEventListener('abort', left)
      }
    },
    async close (): Promise<void> {
      await pool?.destroy()
      pool = null
    }
  }
}
