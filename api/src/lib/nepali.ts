import { NEPALI_TEXT_FIELDS } from '@school/shared/contract'

type NepaliBody = Partial<Record<string, unknown>>

/**
 * The optional Nepali columns a body gives (issue 13, item 2): only those it names, so an edit that
 * leaves them out keeps them; a blank one is stored as null (no Nepali version: the English shows).
 * `clean` turns a non-blank value into what is stored (titles are trimmed, rich text sanitised).
 */
export function nepaliValues (
  body: NepaliBody,
  fields: readonly string[] = NEPALI_TEXT_FIELDS,
  clean: (field: string, value: string) => string = (field, value) => field === 'titleNe' ? value.trim() : value
): Record<string, string | null> {
  const out: Record<string, string | null> = {}
  for (const field of fields) {
    const value = body[field]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.trim() === '') { out[field] = null; continue }
    const cleaned = clean(field, value)
    out[field] = cleaned.trim() === '' ? null : cleaned
  }
  return out
}
