import sharp from 'sharp'
import { ALT_TEXT_REQUIRED, type MediaItem, type MediaUse } from '@school/shared/contract'
import { describeEachDb, json, type TestApp } from './helper.js'
import { CAREER, file, multipart, pdf, png } from './fixtures.js'

type Body = Record<string, unknown>

/** A portrait picture: red top half, blue bottom half (a face at the top, a shirt below). */
const redOverBlue = () => sharp({ create: { width: 400, height: 800, channels: 3, background: { r: 0, g: 0, b: 255 } } })
  .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: { r: 255, g: 0, b: 0 } } }, top: 0, left: 0 }])
  .png().toBuffer()

const upload = async (t: TestApp, parts: Parameters<typeof multipart>[0], site = 'school') =>
  t.authed({ method: 'POST', url: `/api/media?site=${site}`, ...multipart(parts) })

/** The colour at the middle of a stored variant. */
async function middlePixel (t: TestApp, path: string): Promise<{ r: number; b: number }> {
  const res = await t.app.inject({ url: path })
  expect(res.statusCode).toBe(200)
  const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  return { r: data[at]!, b: data[at + 2]! }
}

describeEachDb('media library (issue 32)', (get) => {
  test('a many-file upload answers 201 with the stored items, listed newest first with search, type filter and X-Total-Count', async () => {
    const t = get()
    const res = await upload(t, [
      { field: 'alt', content: 'Students at the gate' },
      { field: 'ne.alt', content: 'गेटमा विद्यार्थी' },
      { field: 'caption', content: 'Open day' },
      { field: 'file', filename: 'gate.png', content: await png(400, 300) },
      { field: 'file', filename: 'prospectus.pdf', content: pdf() }
    ])
    expect(res.statusCode).toBe(201)
    const items = json<MediaItem[]>(res)
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({
      type: 'image', mime: 'image/png', width: 400, height: 300, alt: 'Students at the gate', ne: { alt: 'गेटमा विद्यार्थी' },
      caption: 'Open day', focalPoint: { x: 0.5, y: 0.5 }, usage: 0, url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/)
    })
    expect(items[1]).toMatchObject({ type: 'document', mime: 'application/pdf' })
    expect(items[1]!.width).toBeUndefined()
    // stored once, with its variants
    expect((await t.app.inject({ url: items[0]!.url.replace('.png', '.thumb.webp') })).statusCode).toBe(200)

    const list = await t.authed({ url: '/api/media?site=school&type=image&q=gate' })
    expect(list.statusCode).toBe(200)
    expect(list.headers['x-total-count']).toBe('1')
    expect(json<MediaItem[]>(list).map((m) => m._id)).toEqual([items[0]!._id])
    expect(json<MediaItem[]>(await t.authed({ url: '/api/media?site=school&type=document' })).map((m) => m._id)).toContain(items[1]!._id)
    // the other site's library is its own
    expect(json<MediaItem[]>(await t.authed({ url: '/api/media?site=women' }))).toEqual([])
    // signed-in editors and admins only
    expect((await t.app.inject({ url: '/api/media?site=school' })).statusCode).toBe(401)
    expect((await upload(t, [{ field: 'file', filename: 'x.html', content: '<html></html>' }])).statusCode).toBe(400)
  })

  test('a file reused by two items: usage lists both, delete is refused with 409 {message, usage}, then allowed once unused', async () => {
    const t = get()
    const [item] = json<MediaItem[]>(await upload(t, [{ field: 'alt', content: 'Sports day' }, { field: 'file', filename: 'sports.png', content: await png(640, 400) }]))
    const news = json<Body>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Sports day', author: 'Office', description: 'Results', section: 'Primary', image: item!.url } }))
    const event = json<Body>(await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Sports week', description: 'Come', date: '2099-01-05', image: item!.url } }))
    expect(news._id).toBeTruthy()
    expect(event._id).toBeTruthy()

    const usage = json<MediaUse[]>(await t.authed({ url: `/api/media/${item!._id}/usage` }))
    expect(usage).toEqual(expect.arrayContaining([
      { resource: 'news', _id: news._id, title: 'Sports day' },
      { resource: 'events', _id: event._id, title: 'Sports week' }
    ]))
    expect(usage).toHaveLength(2)
    const listed = json<MediaItem[]>(await t.authed({ url: '/api/media?site=school&q=sports' }))
    expect(listed.find((m) => m._id === item!._id)?.usage).toBe(2)

    const refused = await t.authed({ method: 'DELETE', url: `/api/media/${item!._id}` })
    expect(refused.statusCode).toBe(409)
    expect(json<Body>(refused)).toEqual({ message: expect.stringContaining('used by 2 items'), usage: expect.arrayContaining(usage) })
    expect((await t.app.inject({ url: item!.url })).statusCode).toBe(200)

    // deleting the items no longer deletes a library file: it stays for the next item
    await t.authed({ method: 'DELETE', url: `/api/news/${String(news._id)}` })
    await t.authed({ method: 'DELETE', url: `/api/events/${String(event._id)}` })
    await t.app.files.collectGarbage(new Date(Date.now() + 1000 * 3_600_000))
    expect((await t.app.inject({ url: item!.url })).statusCode).toBe(200)
    expect(json<MediaUse[]>(await t.authed({ url: `/api/media/${item!._id}/usage` }))).toEqual([])

    const deleted = await t.authed({ method: 'DELETE', url: `/api/media/${item!._id}` })
    expect(deleted.statusCode).toBe(200)
    expect((await t.app.inject({ url: item!.url })).statusCode).toBe(404)
    expect((await t.app.inject({ url: item!.url.replace('.png', '.thumb.webp') })).statusCode).toBe(404)
    expect(await t.app.knex('media').where({ id: item!._id }).first()).toBeUndefined()
    expect(await t.app.uploadsRepository.findByName(item!.url.slice('/uploads/'.length))).toBeNull()
    expect((await t.authed({ method: 'DELETE', url: `/api/media/${item!._id}` })).statusCode).toBe(404)
  })

  test('the focal point moves the thumbnail crop: a portrait cut at the top or the bottom', async () => {
    const t = get()
    const [item] = json<MediaItem[]>(await upload(t, [{ field: 'file', filename: 'portrait.png', content: await redOverBlue() }]))
    const thumb = item!.url.replace('.png', '.thumb.webp')
    const top = await t.authed({ method: 'PATCH', url: `/api/media/${item!._id}`, payload: { focalPoint: { x: 0.5, y: 0.1 } } })
    expect(top.statusCode).toBe(200)
    expect(json<MediaItem>(top).focalPoint).toEqual({ x: 0.5, y: 0.1 })
    const red = await middlePixel(t, thumb)
    expect(red.r).toBeGreaterThan(200)
    expect(red.b).toBeLessThan(50)
    await t.authed({ method: 'PATCH', url: `/api/media/${item!._id}`, payload: { focalPoint: { x: 0.5, y: 0.9 } } })
    const blue = await middlePixel(t, thumb)
    expect(blue.b).toBeGreaterThan(200)
    expect(blue.r).toBeLessThan(50)
    // the focal point is checked: 0–1
    expect((await t.authed({ method: 'PATCH', url: `/api/media/${item!._id}`, payload: { focalPoint: { x: 2, y: 0 } } })).statusCode).toBe(400)
    expect((await t.authed({ method: 'PATCH', url: '/api/media/nope', payload: { alt: 'x' } })).statusCode).toBe(404)
  })

  test('a library image needs alt text before an item showing it is published; a draft may go without', async () => {
    const t = get()
    const [item] = json<MediaItem[]>(await upload(t, [{ field: 'file', filename: 'noalt.png', content: await png(640, 400) }]))
    const newsBody = { title: 'No alt', author: 'Office', description: 'D', section: 'Primary', image: item!.url }
    const refused = await t.authed({ method: 'POST', url: '/api/news', payload: newsBody })
    expect(refused.statusCode).toBe(400)
    expect(json(refused)).toEqual({ message: ALT_TEXT_REQUIRED })
    const eventRefused = await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'E', description: 'D', date: '2099-02-01', image: item!.url } })
    expect(eventRefused.statusCode).toBe(400)
    expect(json(eventRefused)).toEqual({ message: ALT_TEXT_REQUIRED })

    const draft = await t.authed({ method: 'POST', url: '/api/news', payload: { ...newsBody, status: 'draft' } })
    expect(draft.statusCode).toBe(201)
    const id = String(json<Body>(draft)._id)
    const publish = await t.authed({ method: 'PUT', url: `/api/news/${id}`, payload: { news: { ...newsBody, status: 'published' } } })
    expect(publish.statusCode).toBe(400)
    expect(json(publish)).toEqual({ message: ALT_TEXT_REQUIRED })

    await t.authed({ method: 'PATCH', url: `/api/media/${item!._id}`, payload: { alt: 'The library', ne: { alt: 'पुस्तकालय' } } })
    expect((await t.authed({ method: 'PUT', url: `/api/news/${id}`, payload: { news: { ...newsBody, status: 'published' } } })).statusCode).toBe(200)
  })

  test('an image inside a rich-text body needs alt text, its own or the library\'s, before news, events, notices, pages and careers are published', async () => {
    const t = get()
    const [item] = json<MediaItem[]>(await upload(t, [{ field: 'file', filename: 'body.png', content: await png(640, 400) }]))
    const bare = `<p>Our new hall</p><img src="${item!.url}">`
    const described = `<p>Our new hall</p><img src="${item!.url}" alt="The new hall">`
    const page = (html: string, path: string) => ({ site: 'school', path, title: 'Hall', blocks: [{ type: 'tabs', items: [{ title: 'Hall', html }] }] })
    const writes: Array<{ url: string; body: (html: string) => Body; drafts: boolean }> = [
      { url: '/api/news', body: (html) => ({ title: 'Hall', author: 'Office', description: 'Plain', section: 'Primary', descriptionNe: html }), drafts: true },
      { url: '/api/events', body: (html) => ({ title: 'Hall', description: html, date: '2099-02-01' }), drafts: true },
      { url: '/api/notices', body: (html) => ({ title: 'Hall', description: 'd', body: html }), drafts: true },
      { url: '/api/pages', body: (html) => page(html, `/hall-${html.length}`), drafts: true },
      { url: '/api/careers', body: (html) => ({ ...CAREER, careerDesc: html }), drafts: false }
    ]
    for (const w of writes) {
      const refused = await t.authed({ method: 'POST', url: w.url, payload: w.body(bare) })
      expect({ url: w.url, status: refused.statusCode, body: json(refused) }).toEqual({ url: w.url, status: 400, body: { message: ALT_TEXT_REQUIRED } })
      if (w.drafts) expect((await t.authed({ method: 'POST', url: w.url, payload: { ...w.body(bare), status: 'draft' } })).statusCode).toBe(201)
      // the <img>'s own alt text is enough
      expect((await t.authed({ method: 'POST', url: w.url, payload: w.body(described) })).statusCode).toBe(201)
    }

    // publishing a draft whose body shows the bare image is refused too, until the library describes it
    const draft = json<Body>(await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'Later', description: 'd', body: bare, status: 'draft' } }))
    const publish = () => t.authed({ method: 'PUT', url: `/api/notices/${String(draft._id)}`, payload: { status: 'published' } })
    const refused = await publish()
    expect(refused.statusCode).toBe(400)
    expect(json(refused)).toEqual({ message: ALT_TEXT_REQUIRED })
    await t.authed({ method: 'PATCH', url: `/api/media/${item!._id}`, payload: { alt: 'The new hall' } })
    expect((await publish()).statusCode).toBe(200)
    expect((await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Hall', description: bare, date: '2099-02-01' } })).statusCode).toBe(201)
  })

  test('a page\'s image block with no alt text of its own shows the library\'s, which must then be written', async () => {
    const t = get()
    const [item] = json<MediaItem[]>(await upload(t, [{ field: 'file', filename: 'block.png', content: await png(640, 400) }]))
    const payload = (alt: string) => ({ site: 'school', path: `/block-${alt.length}`, title: 'Block', blocks: [{ type: 'image', file: item!.url, alt }] })
    const refused = await t.authed({ method: 'POST', url: '/api/pages', payload: payload('') })
    expect(refused.statusCode).toBe(400)
    expect(json(refused)).toEqual({ message: ALT_TEXT_REQUIRED })
    expect((await t.authed({ method: 'POST', url: '/api/pages', payload: { ...payload(''), status: 'draft' } })).statusCode).toBe(201)
    expect((await t.authed({ method: 'POST', url: '/api/pages', payload: payload('The hall') })).statusCode).toBe(201)
  })

  test('the SPEC upload calls keep their answers and add their files to the library; they still go with their last item', async () => {
    const t = get()
    const anonymous = json<string>(await t.app.inject({ method: 'POST', url: '/api/upload', ...file('formFile', 'anon.png', await png()) }))
    const signedIn = await t.authed({ method: 'POST', url: '/api/upload?site=women', ...file('formFile', 'women.png', await png()) })
    expect(signedIn.statusCode).toBe(201)
    const ref = json<string>(signedIn)
    expect(ref).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/)
    const women = json<MediaItem[]>(await t.authed({ url: '/api/media?site=women' }))
    expect(women.map((m) => m.url)).toEqual([ref])
    // a visitor's upload waits in quarantine, out of the library, until an item names it
    const inSchool = () => t.authed({ url: '/api/media?site=school&limit=100' }).then((r) => json<MediaItem[]>(r).map((m) => m.url))
    expect(await inSchool()).not.toContain(anonymous)
    const team = json<Body>(await t.authed({ method: 'POST', url: '/api/teams', payload: { fullName: 'Hari', desc: 'Chair', image: anonymous } }))
    expect(await inSchool()).toContain(anonymous)
    // no alt text needed for files the library never described: SPEC clients publish as before
    expect(team._id).toBeTruthy()
    expect((await t.authed({ method: 'DELETE', url: `/api/teams/${String(team._id)}` })).statusCode).toBe(200)
    expect((await t.app.inject({ url: anonymous })).statusCode).toBe(404)
    expect(await inSchool()).not.toContain(anonymous)
  })

  test('replacing a file keeps the item and rewrites every item using it: an image field, a rich body, a team; a type mismatch is 400', async () => {
    const t = get()
    const [item] = json<MediaItem[]>(await upload(t, [{ field: 'alt', content: 'Main hall' }, { field: 'file', filename: 'hall.png', content: await png(640, 400) }]))
    const old = item!.url
    const news = json<Body>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Hall', author: 'Office', description: 'Open', section: 'Primary', image: old } }))
    const event = json<Body>(await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Hall week', description: `<p>See</p><img src="${old}" alt="Hall">`, date: '2099-01-05' } }))
    const team = json<Body>(await t.authed({ method: 'POST', url: '/api/teams', payload: { fullName: 'Hari', desc: 'Chair', image: old } }))
    // the public lists are cached before the replace, and must not keep the old file
    expect(json<Array<Body>>(await t.app.inject({ url: '/api/teams' })).find((x) => x._id === team._id)?.image).toBe(old)
    expect(json<Array<Body>>(await t.app.inject({ url: '/api/news' })).find((x) => x._id === news._id)?.image).toBe(old)

    const mismatch = await t.authed({ method: 'PUT', url: `/api/media/${item!._id}/file`, ...multipart([{ field: 'file', filename: 'x.pdf', content: pdf() }]) })
    expect(mismatch.statusCode).toBe(400)
    expect(json<Body>(mismatch).message).toMatch(/image with an image/)

    const res = await t.authed({ method: 'PUT', url: `/api/media/${item!._id}/file`, ...multipart([{ field: 'file', filename: 'hall-new.png', content: await png(300, 200) }]) })
    expect(res.statusCode).toBe(200)
    const replaced = json<MediaItem>(res)
    expect(replaced).toMatchObject({ _id: item!._id, alt: 'Main hall', width: 300, height: 200, originalName: 'hall-new.png', usage: 3 })
    expect(replaced.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/)
    expect(replaced.url).not.toBe(old)
    expect((await t.app.inject({ url: replaced.url })).statusCode).toBe(200)

    expect(json<Array<Body>>(await t.app.inject({ url: '/api/news' })).find((x) => x._id === news._id)?.image).toBe(replaced.url)
    const body = String(json<Body>(await t.authed({ url: `/api/events/${String(event._id)}` })).description)
    expect(body).toContain(`<img src="${replaced.url}" alt="Hall"`)
    expect(body).not.toContain(old)
    expect(json<Array<Body>>(await t.app.inject({ url: '/api/teams' })).find((x) => x._id === team._id)?.image).toBe(replaced.url)
    // a write like any other: the news item keeps its previous version
    expect(json<Array<Body>>(await t.authed({ url: `/api/news/${String(news._id)}/revisions` }))).toHaveLength(1)
    // the old file leaves the library (its bytes stay only while a kept revision names them)
    const listed = json<MediaItem[]>(await t.authed({ url: '/api/media?site=school&limit=100' })).map((m) => m.url)
    expect(listed).toContain(replaced.url)
    expect(listed).not.toContain(old)
    expect(json<MediaUse[]>(await t.authed({ url: `/api/media/${item!._id}/usage` }))).toHaveLength(3)
    expect((await t.authed({ method: 'PUT', url: '/api/media/nope/file', ...multipart([{ field: 'file', filename: 'a.png', content: await png() }]) })).statusCode).toBe(404)
  })
})
