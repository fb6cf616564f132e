import { Negotiator } from '@fastify/accept-negotiator'

export type Coding = 'br' | 'gzip' | 'identity'

/**
 * A memo of at most `max` entries, emptied when full. Browsers send a handful of
 * `Accept-Encoding` values, but the header is the client's to write: an unbounded memo keyed by
 * it grows with every new value a client makes up.
 */
class BoundedMemo<K, V> extends Map<K, V> {
  constructor (private readonly max: number) { super() }
  override set (key: K, value: V): this {
    if (this.size >= this.max) this.clear()
    return super.set(key, value)
  }
}

const memo = new BoundedMemo<string, string>(64)
const negotiator = new Negotiator<Coding>({ supportedValues: ['br', 'gzip', 'identity'], cache: memo })

/** How many header values are remembered (it never passes 64). */
export function rememberedCodings (): number { return memo.size }

/** `Accept-Encoding` → the coding a public answer is sent in (null: none the client takes, or no header). */
export function negotiateCoding (acceptEncoding: string | undefined): Coding | null {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null
}
