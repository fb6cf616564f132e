import fs from 'node:fs'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

export interface RouteInfo { method: string; path: string; url: string; protected: boolean; multipart: boolean }

/**
 * Every API route, read from the OpenAPI document (so a new route is covered by the
 * auth matrix and the fuzz test without editing them). `path` is Fastify's (`/api/news/:id`);
 * `url` gives each path parameter a value that matches its pattern.
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
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        url,
        protected: Array.isArray(op.security) && op.security.length > 0,
        multipart: /upload/.test(path) && method === 'post'
      })
    }
  }
  return out
}

export interface DocumentedCall { method: string; path: string; auth: string; spec: boolean }

/**
 * The call tables of api/README.md ("Calls"): SPEC §7's numbered table (`spec`), then the calls
 * this API adds. `auth` is the table's Auth column: 'admin', '—', or '— or admin'.
 */
export function documentedCalls (): DocumentedCall[] {
  const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const out: DocumentedCall[] = []
  for (const line of readme.split('\n')) {
    const m = /^\| (?:(\d+) \| )?(GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| ([^|]+) \|/.exec(line)
    if (m) out.push({ method: m[2]!, path: m[3]!, auth: m[4]!.trim(), spec: m[1] !== undefined })
  }
  return out
}

interface RecordedRoute { method: string; path: string; authenticated: boolean }

/**
 * A plugin that records every route as Fastify registers it, with whether its onRequest runs
 * `app.authenticate`; registered first (BuildOptions.order), so it sees every route of the app.
 */
export function routeRecorder (): { plugin: FastifyPluginAsync; routesOf: (app: FastifyInstance) => RecordedRoute[] } {
  const byApp = new WeakMap<FastifyInstance, RecordedRoute[]>()
  const plugin: FastifyPluginAsync = fp(async (app) => {
    const routes: RecordedRoute[] = []
    byApp.set(app, routes)
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat()
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, path: route.url, authenticated: hooks.includes(app.authenticate) })
      }
    })
  }, { name: 'route-recorder' })
  return { plugin, routesOf: (app) => byApp.get(app) ?? [] }
}
