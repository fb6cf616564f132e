import type { FastifyInstance } from 'fastify'
import { gradientImage } from './generate.js'
import { NEWS } from './content.js'

const PALETTE: Array<[string, string]> = [
  ['#1d4ed8', '#0f766e'], ['#9333ea', '#db2777'], ['#b45309', '#dc2626'], ['#047857', '#0369a1'],
  ['#4338ca', '#0891b2'], ['#be123c', '#7c2d12'], ['#15803d', '#65a30d'], ['#0f172a', '#334155']
]

export async function seedImage (app: FastifyInstance, caption: string, i: number, file = 'image.png'): Promise<string> {
  const [from, to] = PALETTE[i % PALETTE.length]!
  const saved = await app.files.save('image', await gradientImage(caption, from, to), file)
  return saved.ref
}

/** Demo content for a first run, so every list on both sites looks alive. */
export function daysAgo (days: number, base = new Date()): string {
  return new Date(base.getTime() - days * 86_400_000).toISOString()
}

export async function seedDemoContent (app: FastifyInstance, userId: string): Promise<void> {
  // oldest first, so createdAt order matches the list order a visitor expects
  for (const [i, n] of [...NEWS.entries()].reverse()) {
    const image = await seedImage(app, n.caption, i, `news-${i + 1}.png`)
    const { caption: _caption, ...fields } = n
    await app.newsRepository.create({ ...fields, image }, userId, daysAgo(i * 4 + 1))
  }
}
