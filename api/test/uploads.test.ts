import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describeEachDb, json } from './helper.js'
import { executable, file, html, jpeg, multipart, pdf, png, pngBomb, svgWithScript } from './fixtures.js'

const REF = /^\/uploads\/[a-f0-9]{32}\.(png|jpg|pdf|doc|docx|gif|webp)$/
const PRIVATE_REF = /^\/api\/registrations\/files\/[a-f0-9]{32}\.[a-z]+$/

describeEachDb('uploads', (get) => {
  const upload = (url: string, body: ReturnType<typeof file>, authed = true) =>
    authed ? get().authed({ method: 'POST', url, ...body }) : get().app.inject({ method: 'POST', url, ...body })

  test('POST /api/upload stores an image under a random name with thumbnail and web variants', async () => {
    const big = await png(2000, 1000)
    const res = await upload('/api/upload', file('formFile', 'My Photo.png', big, 'image/png'))
    expect(res.statusCode).toBe(201)
    const ref = json<string>(res)
    expect(ref).toMatch(REF)
    expect(ref).not.toContain('Photo')
    const served = await get().app.inject({ url: ref })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toContain('immutable')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    const stem = ref.replace(/\.png$/, '')
    const thumb = await get().app.inject({ url: `${stem}.thumb.webp` })
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 174, format: 'webp' })
    const small = await get().app.inject({ url: `${stem}.small.webp` })
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 560, height: 280, format: 'webp' })
    const mid = await get().app.inject({ url: `${stem}.mid.webp` })
    expect(await sharp(mid.rawPayload).metadata()).toMatchObject({ width: 768, height: 384, format: 'webp' })
    const web = await get().app.inject({ url: `${stem}.web.webp` })
    expect(await sharp(web.rawPayload).metadata()).toMatchObject({ width: 1280, format: 'webp' })
    const row = await get().app.uploadsRepository.findByName(ref.slice('/uploads/'.length))
    expect(row).toMatchObject({ originalName: 'My Photo.png', kind: 'image', mime: 'image/png' })
    expect(row!.variants.map((v) => v.slice(32))).toEqual(['.thumb.webp', '.small.webp', '.mid.webp', '.web.webp'])
  })

  test('images stored before the phone variants existed get them from their original, once', async () => {
    const { app } = get()
    /** An upload as an earlier version left it: without the named variants' files, its row without them. */
    const older = async (name: string, without: string[]) => {
      const stem = name.split('.')[0]!
      for (const v of without) await app.files.storage.remove('public', `${stem}.${v}.webp`)
      const kept = ['thumb', 'small', 'mid', 'web'].filter((v) => !without.includes(v)).map((v) => `${stem}.${v}.webp`)
      await app.knex('uploads').where({ name }).update({ variants: JSON.stringify(kept) })
      return stem
    }
    const name = json<string>(await upload('/api/upload', file('formFile', 'old.jpg', await jpeg(1600, 900), 'image/jpeg'))).slice('/uploads/'.length)
    // before the 768-px variant: thumbnail and web only
    const stem = await older(name, ['small', 'mid'])
    expect((await app.inject({ url: `/uploads/${stem}.mid.webp` })).statusCode).toBe(404)
    expect((await app.inject({ url: `/uploads/${stem}.small.webp` })).statusCode).toBe(404)
    const before = (await app.uploadsRepository.findByName(name))!.storedBytes
    // before the 560-px one: it has its 768-px variant
    const later = json<string>(await upload('/api/upload', file('formFile', 'later.jpg', await jpeg(1200, 800), 'image/jpeg'))).slice('/uploads/'.length)
    const laterStem = await older(later, ['small'])
    // a pdf and an image whose original is gone are left alone, and do not stop the others
    const broken = json<string>(await upload('/api/upload', file('formFile', 'gone.png', await png(900, 600), 'image/png'))).slice('/uploads/'.length)
    await older(broken, ['small', 'mid'])
    await app.files.storage.remove('public', broken)

    expect(await app.files.addMissingVariants(1)).toBe(3)
    const mid = await app.inject({ url: `/uploads/${stem}.mid.webp` })
    expect(mid.statusCode).toBe(200)
    expect(await sharp(mid.rawPayload).metadata()).toMatchObject({ width: 768, height: 432, format: 'webp' })
    const small = await app.inject({ url: `/uploads/${stem}.small.webp` })
    expect(small.statusCode).toBe(200)
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 560, height: 315, format: 'webp' })
    const row = (await app.uploadsRepository.findByName(name))!
    expect(row.variants).toEqual([`${stem}.thumb.webp`, `${stem}.web.webp`, `${stem}.mid.webp`, `${stem}.small.webp`])
    expect(row.storedBytes).toBe(before + mid.rawPayload.length + small.rawPayload.length)
    expect((await app.uploadsRepository.findByName(later))!.variants).toEqual([`${laterStem}.thumb.webp`, `${laterStem}.mid.webp`, `${laterStem}.web.webp`, `${laterStem}.small.webp`])
    expect((await app.inject({ url: `/uploads/${laterStem}.small.webp` })).statusCode).toBe(200)
    // nothing left to do: a second run makes none
    expect(await app.files.addMissingVariants()).toBe(0)
  })

  test('kinds: pdf, download and cv accept their types', async () => {
    const p = await upload('/api/upload?kind=pdf', file('formFile', 'notice.pdf', pdf()))
    expect(json<string>(p)).toMatch(/\.pdf$/)
    const d = await upload('/api/upload?kind=download', file('formFile', 'photo.jpg', await jpeg()))
    expect(json<string>(d)).toMatch(/\.jpg$/)
  })

  test.each([
    ['a PNG renamed .pdf', 'kind=pdf', 'notice.pdf', async () => png(), 'Only PDF file can be added.'],
    ['HTML renamed .png', 'kind=image', 'x.png', async () => html, 'Only image file can be added.'],
    ['an SVG carrying a script', 'kind=image', 'x.svg', async () => svgWithScript, 'Only image file can be added.'],
    ['an executable renamed .pdf', 'kind=download', 'report.pdf', async () => executable, 'Please add valid file'],
    ['a decompression-bomb PNG', 'kind=image', 'bomb.png', async () => pngBomb(50_000, 50_000), 'Only image file can be added.'],
    ['an empty file', 'kind=image', 'empty.png', async () => Buffer.alloc(0), 'Only image file can be added.']
  ])('refuses %s', async (_name, query, filename, content, message) => {
    const before = await get().counts()
    const res = await upload(`/api/upload?${query}`, file('formFile', filename, await content(), 'image/png'))
    expect(res.statusCode).toBe(400)
    expect(json(res)).toEqual({ message })
    expect(await get().counts()).toEqual(before)
  })

  test('oversize files get 413 naming the limit', async () => {
    const before = await get().counts()
    const huge = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)])
    const res = await upload('/api/upload', file('formFile', 'huge.png', huge))
    expect(res.statusCode).toBe(413)
    expect(json(res)).toEqual({ message: 'File is too large (at most 10 MB)' })
    const cv = await upload('/api/upload?kind=cv', file('formFile', 'cv.pdf', Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)])), false)
    expect(cv.statusCode).toBe(413)
    expect(json(cv)).toEqual({ message: 'File is too large (at most 2 MB)' })
    // a passport photo: too large and wrong type are two different answers
    const photo = await upload('/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024)])), false)
    expect([photo.statusCode, json(photo)]).toEqual([413, { message: 'File is too large (at most 5 MB)' }])
    const wrong = await upload('/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', pdf()), false)
    expect([wrong.statusCode, json(wrong)]).toEqual([400, { message: 'Only image file can be added.' }])
    expect(await get().counts()).toEqual(before)
  })

  test('a path-traversal file name is stored under a random name inside the folder', async () => {
    const res = await upload('/api/upload', file('formFile', '../../../../etc/passwd.png', await png()))
    const ref = json<string>(res)
    expect(ref).toMatch(REF)
    const row = await get().app.uploadsRepository.findByName(ref.slice('/uploads/'.length))
    expect(row?.originalName).toBe('passwd.png')
    expect(fs.readdirSync(get().config.dataDir).sort()).toEqual(expect.arrayContaining(['private', 'uploads']))
    expect(fs.existsSync(path.join(get().config.dataDir, 'passwd.png'))).toBe(false)
  })

  test('wrong field, no file, broken multipart and non-multipart bodies are 4xx', async () => {
    const before = await get().counts()
    expect((await upload('/api/upload', file('other', 'x.png', await png()))).statusCode).toBe(400)
    expect((await upload('/api/upload', multipart([{ field: 'title', content: 'no file' }]))).statusCode).toBe(400)
    const broken = file('formFile', 'x.png', await png())
    const cut = await get().authed({ method: 'POST', url: '/api/upload', headers: broken.headers, payload: broken.payload.subarray(0, 150) })
    expect(cut.statusCode).toBeGreaterThanOrEqual(400)
    expect(cut.statusCode).toBeLessThan(500)
    const notMultipart = await get().authed({ method: 'POST', url: '/api/upload', payload: { formFile: 'x' } })
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400)
    expect(notMultipart.statusCode).toBeLessThan(500)
    expect(await get().counts()).toEqual(before)
  })

  test('anonymous uploads (SPEC: no token, no kind) are accepted on all three calls but not served until claimed', async () => {
    const refs: string[] = []
    for (const [kind, name, content] of [['', 'x.png', await png()], ['?kind=image', 'y.jpg', await jpeg()], ['', 'n.pdf', pdf()], ['?kind=cv', 'Ram CV.pdf', pdf()]] as const) {
      const res = await upload(`/api/upload${kind}`, file('formFile', name, content), false)
      expect(res.statusCode).toBe(201)
      refs.push(json<string>(res))
    }
    const many = await upload('/api/uploads', multipart([{ field: 'images', filename: 'a.png', content: await png() }]), false)
    expect(many.statusCode).toBe(201)
    refs.push(...json<string[]>(many))
    const blur = await upload('/api/upload-blur', file('formFile', 'a.png', await png()), false)
    expect(blur.statusCode).toBe(201)
    const b = json<{ originalImageURL: string; blurredImageURL: string }>(blur)
    refs.push(b.originalImageURL, b.blurredImageURL)
    for (const ref of refs) {
      expect(ref).toMatch(/^\/uploads\/[a-f0-9]{32}\.[a-z.]+$/)
      expect((await get().app.inject({ url: ref })).statusCode).toBe(404)
    }
    // a token, when sent, must be a valid one
    const body = file('formFile', 'x.png', await png())
    const forged = await get().app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, authorization: 'Bearer not.a.jwt' }, payload: body.payload })
    expect(forged.statusCode).toBe(401)
  })

  test('POST /api/uploads stores several images, or none if one is bad', async () => {
    const images = [
      { field: 'images', filename: 'a.png', content: await png() },
      { field: 'images', filename: 'b.jpg', content: await jpeg() }
    ]
    const ok = await upload('/api/uploads', multipart(images))
    expect(ok.statusCode).toBe(201)
    const refs = json<string[]>(ok)
    expect(refs).toHaveLength(images.length)
    for (const r of refs) expect(r).toMatch(REF)
    const before = await get().counts()
    const bad = await upload('/api/uploads', multipart([
      { field: 'images', filename: 'a.png', content: await png() },
      { field: 'images', filename: 'b.png', content: html }
    ]))
    expect(bad.statusCode).toBe(400)
    expect(await get().counts()).toEqual(before)
    const many = await upload('/api/uploads', multipart(await Promise.all(Array.from({ length: 21 }, async (_, i) => ({ field: 'images', filename: `${i}.png`, content: await png() })))))
    expect(many.statusCode).toBe(413)
    expect(await get().counts()).toEqual(before)
  })

  test('POST /api/upload-blur returns the original and a blurred variant', async () => {
    const res = await upload('/api/upload-blur', file('formFile', 'modal.jpg', await jpeg(800, 600)))
    expect(res.statusCode).toBe(201)
    const body = json<{ originalImageURL: string; blurredImageURL: string }>(res)
    expect(body.originalImageURL).toMatch(REF)
    expect(body.blurredImageURL).toBe(body.originalImageURL.replace(/\.jpg$/, '.blur.webp'))
    expect((await get().app.inject({ url: body.blurredImageURL })).statusCode).toBe(200)
    expect((await upload('/api/upload-blur', file('formFile', 'x.pdf', pdf()))).statusCode).toBe(400)
  })

  describe('registration documents are private', () => {
    const cases: Array<[string, string, () => Promise<Buffer>, string]> = [
      ['marksheet', 'marks.pdf', async () => pdf(), 'pdf'],
      ['ppphoto', 'me.jpg', async () => jpeg(), 'jpg'],
      ['characterCf', 'character.png', async () => png(), 'png'],
      ['application', 'letter.pdf', async () => pdf(), 'pdf']
    ]
    test.each(cases)('POST /api/registrations/uploads/%s', async (field, name, content, ext) => {
      const res = await upload(`/api/registrations/uploads/${field}`, file(field, name, await content()), false)
      expect(res.statusCode).toBe(201)
      const ref = json<string>(res)
      expect(ref).toMatch(PRIVATE_REF)
      expect(ref.endsWith(`.${ext}`)).toBe(true)
      const fileName = ref.split('/').pop()!
      expect((await get().app.inject({ url: ref })).statusCode).toBe(401)
      expect((await get().app.inject({ url: `/uploads/${fileName}` })).statusCode).toBe(404)
      const asAdmin = await get().authed({ url: ref })
      expect(asAdmin.statusCode).toBe(200)
      expect(asAdmin.headers['content-disposition']).toContain(name)
      expect(asAdmin.headers['cache-control']).toBe('private, no-store')
    })

    test('wrong types and fields are refused', async () => {
      expect(json(await upload('/api/registrations/uploads/ppphoto', file('ppphoto', 'x.pdf', pdf()), false))).toEqual({ message: 'Only image file can be added.' })
      expect(json(await upload('/api/registrations/uploads/marksheet', file('marksheet', 'x.png', await png()), false))).toEqual({ message: 'Please add valid file' })
      expect((await upload('/api/registrations/uploads/marksheet', file('formFile', 'x.pdf', pdf()), false)).statusCode).toBe(400)
      expect((await get().authed({ url: '/api/registrations/files/0123456789abcdef0123456789abcdef.pdf' })).statusCode).toBe(404)
      expect((await get().authed({ url: '/api/registrations/files/..%2F..%2Fschool.sqlite' })).statusCode).toBe(400)
    })
  })

  test('unreferenced uploads are collected after the grace period; referenced ones stay', async () => {
    const { app } = get()
    const used = json<string>(await upload('/api/upload', file('formFile', 'used.png', await png())))
    const unused = json<string>(await upload('/api/upload', file('formFile', 'unused.png', await png())))
    const staff = await get().authed({ method: 'POST', url: '/api/staffs', payload: { image: used, fullName: 'A B', email: 'a@b.test', position: 'Teacher', phone: '9841000000' } })
    expect(staff.statusCode).toBe(201)
    expect(await app.files.collectGarbage(new Date())).toBe(0)
    const removed = await app.files.collectGarbage(new Date(Date.now() + (get().config.uploadGraceHours + 1) * 3_600_000))
    expect(removed).toBeGreaterThanOrEqual(1)
    expect((await app.inject({ url: unused })).statusCode).toBe(404)
    expect((await app.inject({ url: unused.replace('.png', '.thumb.webp') })).statusCode).toBe(404)
    expect((await app.inject({ url: used })).statusCode).toBe(200)
    // deleting the record removes its file and variants
    expect((await get().authed({ method: 'DELETE', url: `/api/staffs/${json<{ _id: string }>(staff)._id}` })).statusCode).toBe(200)
    expect((await app.inject({ url: used })).statusCode).toBe(404)
    expect((await app.inject({ url: used.replace('.png', '.web.webp') })).statusCode).toBe(404)
    expect(await app.uploadsRepository.findByName(used.slice('/uploads/'.length))).toBeNull()
  })
})

describeEachDb('anonymous upload rate limit', (get) => {
  test('anonymous uploads are throttled per IP; admins are not', async () => {
    const codes = []
    for (let i = 0; i < 3; i++) {
      const res = await get().app.inject({ method: 'POST', url: '/api/registrations/uploads/marksheet', ...file('marksheet', 'm.pdf', pdf()) })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([201, 201, 429])
    const admin = await get().authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'a.png', await png()) })
    expect(admin.statusCode).toBe(201)
  })
}, { rateLimits: { loginPerIp: 100, loginFailuresPerAccount: 5, accountLockMinutes: 15, submitPerIp: 100, uploadPerIp: 2 } })
