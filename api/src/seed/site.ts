import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Block } from '@school/shared/contract'
import { sanitizeBlocks } from '../plugins/app/site/site-rules.js'
import { SEED_PAGES } from './site-pages.js'
import { demoMenus, SEED_MENUS, SEED_SETTINGS } from './demo-site.js'

/*
 * The demo school as data (issue 31): its facts, looks and menus (`demo-site.ts`) and its static pages
 * (`site-pages.ts`). Seeded on a first run with SEED_DEMO; staff change all of it in the console after.
 */
export { SEED_MENUS, SEED_SETTINGS }

/** The demo's own files (partner logos, the clinic's brochures), next to `src/` and `dist/` alike. */
const SEED_FILES = new URL('../../seed-files/', import.meta.url)
/** What a seeded page's block names for one of them: `seed:partners/women/x.svg`. */
const SEED_REF = 'seed:'

/** One of the demo's files stored as an upload, as the demo's other pictures and PDFs are; its reference. */
async function storeSeedFile (app: FastifyInstance, name: string): Promise<string> {
  const data = await readFile(new URL(name, SEED_FILES))
  if (name.endsWith('.svg')) return (await app.files.storeSeedSvg(data, basename(name))).ref
  return (await app.files.save(name.endsWith('.pdf') ? 'pdf' : 'image', data, basename(name))).ref
}

/** A page's blocks with each `seed:` file stored as an upload (once, however many blocks name it) and named by its reference. */
async function withSeedFiles (app: FastifyInstance, blocks: Block[], stored: Map<string, string>): Promise<Block[]> {
  const ref = async (file: string): Promise<string> => {
    if (!file.startsWith(SEED_REF)) return file
    const name = file.slice(SEED_REF.length)
    if (!stored.has(name)) stored.set(name, await storeSeedFile(app, name))
    return stored.get(name)!
  }
  const out: Block[] = []
  for (const b of blocks) {
    if (b.type === 'brochures') out.push({ ...b, items: await Promise.all(b.items.map(async (i) => ({ ...i, file: await ref(i.file) }))) })
    else if (b.type === 'logos') out.push({ ...b, items: await Promise.all(b.items.map(async (i) => ({ ...i, file: await ref(i.file) }))) })
    else out.push(b)
  }
  return out
}

/** Stores both sites' settings, menus and pages. The school footer's first external link is the women's centre's own host. */
export async function seedSite (app: FastifyInstance, userId: string | null): Promise<void> {
  const womenSite = `http://${app.config.womenHost}/`
  for (const site of ['school', 'women'] as const) await app.settingsRepository.put(site, SEED_SETTINGS[site])
  const menus = demoMenus(womenSite)
  for (const site of ['school', 'women'] as const) await app.menusRepository.put(site, menus[site])
  const stored = new Map<string, string>()
  for (const page of SEED_PAGES) {
    const blocks = page.site === 'school' && page.path === '/women-centre'
      ? page.blocks.map((b) => (b.type === 'cta' ? { ...b, link: womenSite } : b))
      : await withSeedFiles(app, page.blocks, stored)
    await app.pagesRepository.create({ ...page, blocks: sanitizeBlocks(blocks) }, userId)
  }
}
