import { createRequire } from 'node:module'
import { Value } from 'typebox/value'
import { REMOTE_NAMES, RuntimeConfig } from '@school/shared/contract'
import { loadConfig } from '../src/config.js'
import { buildTestApp, json } from './helper.js'

// issue 35: `npm run dev` serves the shell's /remotes.json from the API, as production does (the same
// route, the same RuntimeConfig schema, timeZone included), its REMOTE_URL_* pointing at the dev servers.
const { devRemoteUrls }: { devRemoteUrls: () => Record<string, string> } = createRequire(import.meta.url)('../../mf-shared/build/create-config.cjs')

test("npm run dev's /remotes.json is the contract's RuntimeConfig, every remote at its dev server", async () => {
  const dev = devRemoteUrls()
  // one setting per remote the contract names, and no other
  expect(Object.keys(dev).sort()).toEqual(REMOTE_NAMES.map((r) => `REMOTE_URL_${r.toUpperCase()}`).sort())
  const { remoteUrls } = loadConfig({ ...dev, JWT_SECRET: 'dev-secret-dev-secret-dev-secret' })
  const t = await buildTestApp('sqlite', { remoteUrls })
  try {
    const res = await t.app.inject({ url: '/remotes.json' })
    const body = json<RuntimeConfig>(res)
    expect([...Value.Errors(RuntimeConfig, body)]).toEqual([])
    expect(body.timeZone).toBe('Asia/Kathmandu')
    expect(body.remotes).toEqual({
      mf_public_school: 'http://localhost:3001/mf-manifest.json',
      mf_public_women: 'http://localhost:3002/mf-manifest.json',
      mf_admin_school: 'http://localhost:3003/mf-manifest.json',
      mf_admin_women: 'http://localhost:3004/mf-manifest.json'
    })
  } finally {
    await t.close()
  }
})
