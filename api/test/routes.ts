import type { FastifyInstance } from 'fastify'

export interface RouteInfo { method: string; url: string; protected: boolean; multipart: boolean }

/**
 * Every API route, read from the OpenAPI document (so a new route is covered by the
 * auth matrix and the fuzz test without editing them). Path parameters get a value
 * that matches their pattern.
 */
export async function apiRoutes (app: FastifyInstance): Promise<RouteInfo[]> {
  const spec = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; consumes?: string[]; requestBody?: { content?: Record<string, unknown> } }>>
  }
  const out: RouteInfo[] = []
  for (const [path, ops] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const url = path.replace('{name}', '0123456789abcdef0123456789abcdef.pdf').replace(/\{\w+\}/g, '01980000-0000-7000-8000-000000000000')
      out.push({
        method: method.toUpperCase(),
        url,
        protected: Array.isArray(op.security) && op.security.length > 0,
        multipart: /upload/.test(path) && method === 'post'
      })
    }
  }
  return out
}
