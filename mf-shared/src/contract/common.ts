import { Type, type Static, type TSchema } from 'typebox'

/** A string enum rendered as JSON-Schema `enum` (readable errors, clean OpenAPI). */
export function StringEnum<T extends readonly string[]> (values: T, opts: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...opts })
}

/** Required text: at least one non-space character, bounded so every dialect can store it. */
export function Text (maxLength = 255, opts: Record<string, unknown> = {}) {
  return Type.String({ minLength: 1, maxLength, pattern: '\\S', ...opts })
}

export const LONG_TEXT = 20_000
export const RICH_TEXT = 100_000

/** A stored upload path or an absolute http(s) URL; never javascript: or data: URLs. */
export const FILE_REF_PATTERN = '^(/uploads/[A-Za-z0-9][A-Za-z0-9._-]{0,120}|https?://[^\\s"\'<>]{1,1000})$'
export const ImageRef = Type.String({ maxLength: 1024, pattern: FILE_REF_PATTERN })
export const OptionalImageRef = Type.String({ maxLength: 1024, pattern: `(${FILE_REF_PATTERN})|^$` })

export const Email = Type.String({ format: 'email', maxLength: 254 })

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

export const Message = Type.Object({ message: Type.String() })

/** Optional paging and search accepted by every public list. */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  q: Type.Optional(Type.String({ maxLength: 200 }))
}, { additionalProperties: false })

/** Error responses every route may give; listed so the OpenAPI shows the {message} shape. */
export function errors (...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((c) => [c, Message]))
}

export type IdParams = Static<typeof IdParams>
export type Message = Static<typeof Message>
export type ListQuery = Static<typeof ListQuery>
