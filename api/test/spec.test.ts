import { describeEachDb, json } from './helper.js'
import { SPEC_CALLS } from './spec-calls.js'

describeEachDb('SPEC.md §7', (get) => {
  test('lists 79 distinct calls', () => {
    expect(new Set(SPEC_CALLS.map(([m, p]) => `${m} ${p}`)).size).toBe(79)
  })

  test.each(SPEC_CALLS)('%s %s exists and is documented in the OpenAPI', async (method, path) => {
    const { app } = get()
    expect(app.hasRoute({ method: method as 'GET', url: path })).toBe(true)
    const spec = json<{ paths: Record<string, Record<string, unknown>> }>(await app.inject({ url: '/api/docs/json' }))
    const openApiPath = path.replace(/:(\w+)/g, '{$1}')
    expect(spec.paths[openApiPath]?.[method.toLowerCase()]).toBeDefined()
  })
})
