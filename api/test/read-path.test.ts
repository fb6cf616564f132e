import { buildTestApp, json, routeHooks, type TestApp } from './helper.js'

/**
 * The public read path carries only the hooks a read needs (docs/performance.md, "fifth pass"):
 * the multipart parser's request and response hooks cost a cached list a third of its CPU while they
 * ran on every route; they now belong to the upload routes alone, and a read has nothing to decompress.
 */
describe('what a read pays for', () => {
  let t: TestApp
  beforeAll(async () => { t = await buildTestApp('sqlite') })
  afterAll(async () => { await t.close() })

  const hooksOf = (method: string, path: string) => routeHooks(t.app, method, path)

  test('a public list runs no multipart or decompression hook, and no response hook at all', () => {
    const hooks = hooksOf('GET', '/api/news')
    expect(hooks).toContain('(onRequest)')
    expect(hooks).not.toContain('(onResponse)')
    expect(hooks).not.toContain('(preParsing)')
    expect(hooks).not.toContain('(preValidation)')
  })

  test('the upload routes still take files, with the parser’s hooks', async () => {
    expect(hooksOf('POST', '/api/upload')).toContain('(onResponse)')
    const boundary = '----t'
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    const res = await t.authed({ method: 'POST', url: '/api/upload', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body })
    // the parser ran: the route read the file and judged it (a truncated PNG is refused with its own message, not a 415)
    expect(res.statusCode).not.toBe(415)
    expect(json<{ message?: string }>(res).message ?? '').not.toMatch(/Unsupported Media Type/i)
  })

  test('a multipart body sent to a route that takes none is refused with 415 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n'
    })
    expect(res.statusCode).toBe(415)
    expect(json<{ message: string }>(res).message).toMatch(/multipart\/form-data/)
  })
})
