import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DashboardCounts, LEVELS, NEWS_SECTIONS, NewsInput, PRESCHOOL_EDIT_SPELLING } from '@school/shared/contract'
import { checkLevel } from '../src/routes/api/registrations.js'
import { describeEachDb, json } from './helper.js'

const CONTRACT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-shared/src/contract')

describe('the contract', () => {
  test('imports nothing but typebox and its own files', () => {
    const files = fs.readdirSync(CONTRACT).filter((f) => f.endsWith('.ts'))
    expect(files).toContain('index.ts')
    for (const f of files) {
      const source = fs.readFileSync(path.join(CONTRACT, f), 'utf8')
      const specifiers = [...source.matchAll(/^(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!)
      for (const s of specifiers) {
        const own = /^\.\/[a-z-]+\.ts$/.test(s) && files.includes(s.slice(2))
        expect({ file: f, import: s, allowed: own || s === 'typebox' }).toEqual({ file: f, import: s, allowed: true })
      }
    }
  })

  test('the console news form shape leaves out the ignored user field', () => {
    expect(Object.keys(NewsInput.properties)).not.toContain('user')
    expect(NewsInput).toHaveProperty('additionalProperties', false)
  })

  test.each(LEVELS.map((l) => [l.label, l]))('the registration level %s takes each of its classes', (label, level) => {
    for (const cls of level.classes) {
      expect(checkLevel(label, `Class ${cls}`, level.faculty ? 'Science' : undefined)).toEqual({
        preference: level.value, lvl: cls, faculty: level.faculty ? 'Science' : ''
      })
    }
  })
})

const SECTIONS: Array<NewsInput['section']> = [...NEWS_SECTIONS, PRESCHOOL_EDIT_SPELLING]

describeEachDb('the API answers in the contract', (get) => {
  test.each(SECTIONS)('POST /api/news keeps the section %s as sent', async (section) => {
    const body: NewsInput = { title: `In ${section}`, author: 'Office', description: 'A day out.', section, image: '' }
    const res = await get().authed({ method: 'POST', url: '/api/news', payload: body })
    expect(res.statusCode).toBe(201)
    expect(json<{ section: string }>(res).section).toBe(section)
  })

  test('GET /api/dashboard/counts has every DashboardCounts field, unread registrations included', async () => {
    const counts = json<Record<string, unknown>>(await get().authed({ url: '/api/dashboard/counts' }))
    expect(Object.keys(counts).sort()).toEqual(Object.keys(DashboardCounts.properties).sort())
    expect(counts.unreadRegistrations).toBe(0)
  })
})
