import type { FastifyInstance } from 'fastify'
import { addDays, dayInZone, todayIn } from '../lib/dates.js'
import { gradientImage, simplePdf } from './generate.js'
import * as C from './content.js'
import { seedSite } from './site.js'

const PALETTE: Array<[string, string]> = [
  ['#1d4ed8', '#0f766e'], ['#9333ea', '#db2777'], ['#b45309', '#dc2626'], ['#047857', '#0369a1'],
  ['#4338ca', '#0891b2'], ['#be123c', '#7c2d12'], ['#15803d', '#65a30d'], ['#0f172a', '#334155']
]

let colour = 0

async function image (app: FastifyInstance, caption: string, file: string, size: [number, number] = [1200, 675]): Promise<string> {
  const [from, to] = PALETTE[colour++ % PALETTE.length]!
  return (await app.files.save('image', await gradientImage(caption, from, to, size[0], size[1]), file)).ref
}

async function pdf (app: FastifyInstance, title: string, pages: string[][], file: string): Promise<string> {
  return (await app.files.save('pdf', simplePdf(title, pages), file)).ref
}

export function daysAgo (days: number, base = new Date()): string {
  return new Date(base.getTime() - days * 86_400_000).toISOString()
}

/** Moves a date forward to Monday when it falls on a weekend (the women's calendar hides weekends). */
function weekday (date: string): string {
  const day = new Date(date + 'T00:00:00Z').getUTCDay()
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date
}

const initials = (name: string) => name.split(' ').map((w) => w[0]).join('').slice(0, 3)

/**
 * Demo content for a first run, so every list on both sites looks alive. Images are
 * gradients drawn with sharp and PDFs are written by hand: nothing is downloaded.
 * Items are inserted oldest first with spread-out dates, so lists read naturally.
 */
export async function seedDemoContent (app: FastifyInstance, userId: string): Promise<void> {
  colour = 0
  const today = todayIn(app.config.timeZone)
  // the institution, its menus and its static pages (issue 31)
  await seedSite(app, userId)

  for (const [i, n] of [...C.NEWS.entries()].reverse()) {
    const { caption, ...fields } = n
    await app.newsRepository.create({ ...fields, image: await image(app, caption, `news-${i + 1}.png`) }, userId, daysAgo(i * 4 + 1))
  }
  for (const [i, n] of [...C.NOTICES.entries()].reverse()) {
    const file = await pdf(app, n.title, n.pages, n.file)
    await app.noticesRepository.insert({ title: n.title, description: n.description, date: dayInZone(Date.parse(daysAgo(i * 6 + 1)), app.config.timeZone), file, originalFile: n.file, createdAt: daysAgo(i * 6 + 1) })
  }
  for (const [i, d] of [...C.DOWNLOADS.entries()].reverse()) {
    const file = await pdf(app, d.title, [d.lines, ['Please fill in clearly in block letters.', 'Submit the form at the school office.']], d.file)
    await app.downloadsRepository.insert({ title: d.title, file, originalFile: d.file, createdAt: daysAgo(i * 10 + 2) })
  }
  for (const [i, s] of [...C.STAFFS.entries()].reverse()) {
    await app.staffsRepository.insert({ ...s, image: await image(app, initials(s.fullName), `staff-${i + 1}.png`, [400, 400]), createdAt: daysAgo(i + 30) })
  }
  for (const [i, a] of [...C.ALBUMS.entries()].reverse()) {
    const images = []
    for (const [j, caption] of a.captions.entries()) images.push(await image(app, caption, `album-${i + 1}-${j + 1}.png`))
    await app.albumsRepository.insert({ name: a.name, images, createdAt: daysAgo(i * 15 + 3) })
  }
  for (const [i, src] of [...C.VIDEOS.entries()].reverse()) await app.videosRepository.insert({ src, createdAt: daysAgo(i * 20 + 5) })
  for (const [i, c] of [...C.CAROUSEL.entries()].reverse()) {
    await app.carouselRepository.insert({ ...c, image: await image(app, c.title, `slide-${i + 1}.png`, [1600, 700]), createdAt: daysAgo(i + 1) })
  }
  await app.modalRepository.insert({ image: await image(app, 'Admissions open 2083', 'welcome-modal.png', [900, 1200]), thumbnail: '' })
  for (const [i, e] of [...C.EVENTS.entries()].reverse()) {
    await app.eventsRepository.insert({ ...e, date: addDays(today, 3 + i * 9), image: '', userId, createdAt: daysAgo(i + 1) })
  }
  for (const [i, c] of [...C.CAREERS.entries()].reverse()) {
    const at = daysAgo(i * 3 + 1)
    await app.careersRepository.insert({ ...c, applyBefore: addDays(today, 21 + i * 7), createdAt: at, updatedAt: at })
  }
  for (const [i, t] of [...C.TEAMS.entries()].reverse()) {
    await app.teamsRepository.insert({ ...t, image: await image(app, initials(t.fullName), `team-${i + 1}.png`, [400, 400]), createdAt: daysAgo(i + 40) })
  }
  const people = [
    [app.studentTestimonialsRepository, C.STUDENT_TESTIMONIALS],
    [app.visitorTestimonialsRepository, C.VISITOR_TESTIMONIALS],
    [app.womenTestimonialsRepository, C.WOMEN_TESTIMONIALS]
  ] as const
  for (const [repo, list] of people) {
    for (const [i, t] of [...list.entries()].reverse()) {
      await repo.insert({ ...t, image: await image(app, initials(t.fullName), 'portrait.png', [400, 400]), createdAt: daysAgo(i + 10) })
    }
  }

  // women's centre
  for (const [i, c] of [...C.WOMEN_CAROUSEL.entries()].reverse()) {
    await app.womenCarouselRepository.insert({ ...c, image: await image(app, c.title, `women-slide-${i + 1}.png`, [1600, 700]), createdAt: daysAgo(i + 1) })
  }
  const [from, to] = PALETTE[1]!
  const modal = await app.files.save('image', await gradientImage("Women's Centre admissions", from, to, 900, 1200), 'women-modal.png', { blur: true })
  await app.womenModalRepository.insert({ image: modal.ref, thumbnail: modal.blurRef ?? '' })
  // spread over this month and next, on weekdays, one to three days long
  for (const [i, e] of C.WOMEN_EVENTS.entries()) {
    const start = weekday(addDays(today, 2 + i * 9))
    await app.womenEventsRepository.insert({ ...e, startDate: start, endDate: addDays(start, 1 + (i % 3)), createdAt: daysAgo(4 - i) })
  }
  for (const [i, a] of [...C.WOMEN_ALBUMS.entries()].reverse()) {
    const images = []
    for (const [j, caption] of a.captions.entries()) images.push(await image(app, caption, `women-album-${i + 1}-${j + 1}.png`))
    await app.womenAlbumsRepository.insert({ name: a.name, images, createdAt: daysAgo(i * 12 + 2) })
  }
}
