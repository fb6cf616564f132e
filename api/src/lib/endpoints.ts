import type { FastifyContextConfig, FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import { errors, type EndpointDef } from '@school/shared/contract'

/** The answers' schemas: the endpoint's answer at its status, and {message} at each of its error statuses. */
type Responses<E extends EndpointDef> = Record<number, TSchema> & E['answer']

const responsesOf = <E extends EndpointDef>(e: E): Responses<E> => ({ ...errors(...e.errors), ...e.otherAnswers, ...e.answer })

/**
 * A declared endpoint's route (issue 35, item 1): its method and URL, its schema (validation, the answer's
 * serialiser, the typed request and the OpenAPI document) and, unless it is public, the sign-in and the
 * declared roles' check (`config.roles`, which the auth plugin reads instead of lib/roles.ts' prefixes).
 * `config` adds the route's own settings (its cache tags).
 */
export function endpointRoute<const E extends EndpointDef> (app: FastifyInstance, e: E, config: FastifyContextConfig = {}): EndpointRoute<E> {
  const signedIn = e.roles !== 'public'
  const schema: EndpointRoute<E>['schema'] = {
    tags: [...e.tags],
    summary: e.summary,
    ...(signedIn ? { security: [{ bearerAuth: [] }] } : {}),
    params: e.params,
    querystring: e.query,
    body: e.body,
    response: responsesOf(e)
  }
  // a part the endpoint does not declare is left out, not sent as undefined (Fastify warns of it: FSTWRN001)
  for (const part of ['params', 'querystring', 'body'] as const) if (schema[part] === undefined) Reflect.deleteProperty(schema, part)
  return {
    method: e.method,
    url: e.path,
    ...(signedIn ? { onRequest: app.authenticate } : {}),
    config: { ...config, roles: e.roles },
    schema
  }
}

/** A declared endpoint's route options, its schemas' own types kept so the handler's request is typed by them. */
interface EndpointRoute<E extends EndpointDef> {
  method: E['method']
  url: E['path']
  onRequest?: FastifyInstance['authenticate']
  config: FastifyContextConfig
  schema: {
    tags: string[]
    summary: string
    security?: Array<Record<string, string[]>>
    params: E['params']
    querystring: E['query']
    body: E['body']
    response: Responses<E>
  }
}
