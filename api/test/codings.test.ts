import { negotiateCoding, rememberedCodings } from '../src/lib/codings.js'

describe('the coding of a public answer', () => {
  test('what browsers and tools send', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateCoding('gzip, deflate')).toBe('gzip')
    expect(negotiateCoding('br;q=0.5, gzip;q=1')).toBe('gzip')
    expect(negotiateCoding('identity')).toBe('identity')
    expect(negotiateCoding(undefined)).toBeNull()
    expect(negotiateCoding('')).toBeNull()
  })

  test('header values a client makes up are not all remembered', () => {
    for (let i = 0; i < 5000; i++) expect(negotiateCoding(`gzip;q=0.${i % 10}, x-made-up-${i}`)).toBe(i % 10 === 0 ? null : 'gzip')
    expect(rememberedCodings()).toBeLessThanOrEqual(64)
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br')
  })
})
