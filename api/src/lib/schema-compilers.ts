import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector, type SerializerCompiler, type SerializerFactory } from '@fastify/fast-json-stringify-compiler'

/**
 * Fastify's validator and serializer compilers, made once for the process and shared by every app it
 * builds, so each route schema (an object of the contract, the same for every app) is compiled once.
 * Fastify's default makes them per app: each app compiled every route's schemas again when it became
 * ready, about a second on CI's machines, and the API tests build an app for each suite on each database.
 * A validator is ajv's for the schema object under the same options and shared schemas (one ajv per
 * such set, ajv keeping what it compiled); a serializer is fast-json-stringify's for the schema object
 * under the same options. Both are pure functions of these, so one app never sees another's state.
 */
const validators = AjvCompiler()

const fjs = SerializerSelector()
const serializers = new Map<string, WeakMap<object, ReturnType<SerializerCompiler>>>()

const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const build = fjs(externalSchemas, options)
  const key = JSON.stringify([externalSchemas ?? null, options ?? null])
  const cache = serializers.get(key) ?? new WeakMap()
  serializers.set(key, cache)
  return (route) => {
    const schema = route.schema
    if (typeof schema !== 'object' || schema === null) return build(route)
    let serialize = cache.get(schema)
    if (!serialize) cache.set(schema, serialize = build(route))
    return serialize
  }
}

/** Fastify's `schemaController.compilersFactory` */
export const sharedCompilers = { buildValidator: validators, buildSerializer: sharedSerializers }
