import type { FastifyPluginAsync } from 'fastify'
import { buildTestApp, json } from './helper.js'

interface Meta { name: string; dependencies?: string[] }
const meta = (p: FastifyPluginAsync): Meta => (p as unknown as Record<symbol, Meta>)[Symbol.for('plugin-meta')]!

/**
 * Orders plugins by their declared `dependencies` alone, keeping the given order where the
 * declarations allow. If a plugin used another without declaring it, this order would be
 * free to put it first, and the app built from it would break.
 */
function byDeclaredDependencies (plugins: FastifyPluginAsync[]): FastifyPluginAsync[] {
  const out: FastifyPluginAsync[] = []
  const placed = new Set<string>()
  const left = [...plugins]
  while (left.length > 0) {
    const i = left.findIndex((p) => (meta(p).dependencies ?? []).every((d) => placed.has(d)))
    if (i < 0) throw new Error(`unsatisfiable dependencies: ${left.map((p) => meta(p).name).join(', ')}`)
    const [p] = left.splice(i, 1)
    out.push(p!)
    placed.add(meta(p!).name)
  }
  return out
}

describe('plugin dependencies', () => {
  test('every plugin has a name, and every dependency it names is a plugin of the app', async () => {
    let metas: Meta[] = []
    const t = await buildTestApp('sqlite', {}, {
      order: (plugins) => {
        metas = plugins.map(meta)
        return plugins
      }
    })
    await t.close()
    const names = metas.map((m) => m?.name)
    expect(names.every((n) => typeof n === 'string' && !n.includes('-auto-'))).toBe(true)
    expect(new Set(names).size).toBe(names.length)
    const unknown = metas.flatMap((m) => (m.dependencies ?? []).filter((d) => !names.includes(d)).map((d) => `${m.name} → ${d}`))
    expect(unknown).toEqual([])
    // the plugins that use the users repository say so
    expect(metas.find((m) => m.name === 'auth')?.dependencies).toContain('users-repository')
  })

  test('registered in reverse order, start-up fails with an error naming the missing dependency', async () => {
    const error = await buildTestApp('sqlite', {}, { order: (plugins) => [...plugins].reverse() }).then(
      async (t) => { await t.close(); return null },
      (err: Error & { code?: string }) => err
    )
    expect(error?.code).toBe('FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED')
    // the last plugin (the front-end routes) now comes first, and names the config first
    expect(error?.message).toBe("The dependency 'config' of plugin 'web-routes' is not registered")
  })

  test('each plugin missing from the list is reported by name', async () => {
    // auth reads the users repository: without it, start-up must stop, not the first signed-in request
    const error = await buildTestApp('sqlite', {}, { order: (plugins) => plugins.filter((p) => meta(p).name !== 'users-repository') })
      .then(async (t) => { await t.close(); return null }, (err: Error) => err)
    expect(error?.message).toContain("The dependency 'users-repository' of plugin 'auth' is not registered")
  })

  test('reversed, then ordered by the declared dependencies alone, the app works', async () => {
    let order: string[] = []
    const t = await buildTestApp('sqlite', {}, {
      order: (plugins) => {
        const sorted = byDeclaredDependencies([...plugins].reverse())
        order = sorted.map((p) => meta(p).name)
        return sorted
      }
    })
    try {
      // the declarations alone put auth after the repository it reads
      expect(order.indexOf('auth')).toBeGreaterThan(order.indexOf('users-repository'))
      const me = await t.authed({ url: '/api/users/me' })
      expect(me.statusCode).toBe(200)
      expect(json<{ email: string }>(me).email).toBe('admin@test.school')
      const created = await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'T', author: 'A', description: 'D', section: 'Primary', image: '' } })
      expect(created.statusCode).toBe(201)
      const list = await t.app.inject({ url: '/api/news' })
      expect(json<Array<{ title: string }>>(list).map((n) => n.title)).toEqual(['T'])
      expect(list.headers['x-cache']).toBe('MISS')
      expect(list.headers['access-control-expose-headers']).toContain('X-Total-Count')
      expect(list.headers['x-content-type-options']).toBe('nosniff')
      // swagger saw the routes, so it was registered before them
      const docs = json<{ paths: Record<string, unknown> }>(await t.app.inject({ url: '/api/docs/json' }))
      expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/news', '/api/contact/send']))
    } finally {
      await t.close()
    }
  })
})
