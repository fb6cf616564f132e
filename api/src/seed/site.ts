import type { FastifyInstance } from 'fastify'
import { sanitizeBlocks } from '../plugins/app/site/site-rules.js'
import { SEED_PAGES } from './site-pages.js'
import { demoMenus, SEED_MENUS, SEED_SETTINGS } from './demo-site.js'

/*
 * The demo school as data (issue 31): its facts, looks and menus (`demo-site.ts`) and its static pages
 * (`site-pages.ts`). Seeded on a first run with SEED_DEMO; staff change all of it in the console after.
 */
export { SEED_MENUS, SEED_SETTINGS }

/** Stores both sites' settings, menus and pages. The school footer's first external link is the women's centre's own host. */
export async function seedSite (app: FastifyInstance, userId: string | null): Promise<void> {
  const womenSite = `http://${app.config.womenHost}/`
  for (const site of ['school', 'women'] as const) await app.settingsRepository.put(site, SEED_SETTINGS[site])
  const menus = demoMenus(womenSite)
  for (const site of ['school', 'women'] as const) await app.menusRepository.put(site, menus[site])
  for (const page of SEED_PAGES) {
    const blocks = page.site === 'school' && page.path === '/women-centre'
      ? page.blocks.map((b) => (b.type === 'cta' ? { ...b, link: womenSite } : b))
      : page.blocks
    await app.pagesRepository.create({ ...page, blocks: sanitizeBlocks(blocks) }, userId)
  }
}
