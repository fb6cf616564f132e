import { describeEachDb, json } from './helper.js'
import { apiRoutes, documentedCalls } from './routes.js'

/** SPEC.md §7's calls, as api/README.md's numbered table lists them. */
const SPEC_CALLS = documentedCalls().filter((c) => c.spec).map((c): [string, string] => [c.method, c.path])

describeEachDb('SPEC.md §7', (get) => {
  test('the README lists each call of SPEC §7 once, and every route of the API', async () => {
    const keys = SPEC_CALLS.map(([m, p]) => `${m} ${p}`)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    // a row dropped from the README leaves an /api route that the OpenAPI still has
    const api = (list: Array<{ method: string; path: string }>) => list.filter((c) => c.path.startsWith('/api/')).map((c) => `${c.method} ${c.path}`).sort()
    const documented = api(documentedCalls())
    const served = api(await apiRoutes(get().app))
    expect(documented).toEqual(served)
  })

  test.each(SPEC_CALLS)('%s %s exists and is documented in the OpenAPI', async (method, path) => {
    const { app } = get()
    expect(app.hasRoute({ method: method as 'GET', url: path })).toBe(true)
    const spec = json<{ paths: Record<string, Record<string, unknown>> }>(await app.inject({ url: '/api/docs/json' }))
    const openApiPath = path.replace(/:(\w+)/g, '{$1}')
    expect(spec.paths[openApiPath]?.[method.toLowerCase()]).toBeDefined()
  })
})
