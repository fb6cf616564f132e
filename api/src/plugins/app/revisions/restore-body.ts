/*
 * The body of the edit that makes a revision current again, read from the edit route's own body schema
 * (JSON Schema, as registered), so a restore sends exactly what a client of that route may send.
 */

type Values = Record<string, unknown>
const isValues = (v: unknown): v is Values => !!v && typeof v === 'object' && !Array.isArray(v)

function propertiesOf (schema: unknown): Values {
  return isValues(schema) && isValues(schema.properties) ? schema.properties : {}
}

/** A schema that allows null (`Type.Union([…, Type.Null()])`, `type: ['string', 'null']`). */
function allowsNull (schema: unknown): boolean {
  if (!isValues(schema)) return false
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true
  return [schema.anyOf, schema.oneOf].some((list) => Array.isArray(list) && list.some(allowsNull))
}

/** A plain string field that may be empty (Nepali texts, an optional image). */
function allowsEmpty (schema: unknown): boolean {
  if (!isValues(schema)) return false
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some(allowsEmpty)
  if (schema.type !== 'string' || (typeof schema.minLength === 'number' && schema.minLength > 0)) return false
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test('')
}

/**
 * The value of one field: the revision's where it has one (objects field by field), and where it has none,
 * whatever clears the field now (null or ''), so fields set since are emptied, not kept; undefined (left
 * out) when the schema allows no empty value.
 */
function valueFor (schema: unknown, value: unknown, clear: boolean): unknown {
  const props = propertiesOf(schema)
  if (value !== undefined && value !== null) return isValues(value) && Object.keys(props).length > 0 ? fieldsFor(props, value, false) : value
  if (!clear) return undefined
  if (allowsNull(schema)) return null
  return allowsEmpty(schema) ? '' : undefined
}

/** The item's fields; `clear`: the item's own fields (not those of an object inside it, which an edit merges) are cleared where it has none. */
function fieldsFor (props: Values, data: Values, clear: boolean): Values {
  const out: Values = {}
  for (const [key, schema] of Object.entries(props)) {
    const v = valueFor(schema, data[key], clear)
    if (v !== undefined) out[key] = v
  }
  return out
}

/**
 * The edit's body for an item as a revision holds it. SPEC's wrapped bodies (`{news: {…}}`, `{career: {…}}`,
 * one object property and nothing else) carry the item inside; the item's id field there (`newsId`) is left
 * as the path says it.
 */
export function restoreBody (bodySchema: unknown, data: Values): Values {
  const props = propertiesOf(bodySchema)
  const keys = Object.keys(props)
  const wrapper = keys.length === 1 ? keys[0]! : null
  if (wrapper && Object.keys(propertiesOf(props[wrapper])).length > 0) {
    const inner = Object.fromEntries(Object.entries(propertiesOf(props[wrapper])).filter(([k]) => !/Id$/.test(k)))
    return { [wrapper]: fieldsFor(inner, data, true) }
  }
  return fieldsFor(props, data, true)
}
