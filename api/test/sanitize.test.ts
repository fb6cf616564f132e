import { sanitizeBody, sanitizeRichText } from '../src/lib/sanitize.js'

/**
 * The one sanitiser (issue 32, item 2): the XSS payloads it stripped before the rich editor still go,
 * and exactly what the editor writes (tables, images from the site's uploads, the YouTube block) stays.
 */
const PAYLOADS: Array<[string, string]> = [
  ['a script', '<p>a</p><script>alert(1)</script>'],
  ['an event handler', '<p onclick="steal()">a</p>'],
  ['an image error handler', '<img src=x onerror=alert(1)>'],
  ['an upload image with a handler', '<img src="/uploads/a.jpg" onerror="alert(1)">'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['a javascript: link with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['an iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['a YouTube iframe', '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>'],
  ['an object', '<object data="x.swf"></object><embed src="x.swf">'],
  ['an svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['a style element', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['a style expression', '<p style="color:red;background:url(javascript:alert(1))">a</p>'],
  ['a form', '<form action="https://evil.example"><input name="p"><button>go</button></form>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base href', '<base href="https://evil.example/">'],
  ['a protocol-relative link', '<a href="//evil.example/">x</a>'],
  ['an image elsewhere', '<img src="https://tracker.example/p.gif">'],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['an image out of the uploads', '<img src="/uploads/../school.sqlite">'],
  ['a YouTube block with a script id', '<figure data-youtube="&quot;><script>alert(1)</script>"><a href="https://www.youtube.com/watch?v=x">v</a></figure>'],
  ['a YouTube block with a handler', '<figure data-youtube="dQw4w9WgXcQ" onmouseover="alert(1)" data-src="javascript:alert(1)"></figure>'],
  ['a cell with a handler and a bad span', '<table><tbody><tr><td colspan="1 onclick=alert(1)" onclick="x()">a</td></tr></tbody></table>'],
  ['a mutation-XSS noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>']
]

const BAD = ['<script', 'onclick', 'onerror', 'onload', 'onmouseover', 'javascript:', 'vbscript:', 'data:', '<iframe', '<object', '<embed',
  '<svg', '<style', '<form', '<input', '<meta', '<base', '//evil', 'tracker.example', 'color:red', '..', 'data-src']

describe('sanitizeRichText', () => {
  test.each(PAYLOADS)('strips %s', (_name, html) => {
    const clean = sanitizeRichText(html)
    for (const bad of BAD) expect(clean).not.toContain(bad)
  })

  test('keeps what the editor writes: headings, lists, links, bold, italic', () => {
    const html = '<h2>Fees</h2><h3>2026</h3><p><strong>Bold</strong> and <em>italic</em> <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/a">link</a></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>'
    expect(sanitizeRichText(html)).toBe(
      '<h2>Fees</h2><h3>2026</h3><p><strong>Bold</strong> and <em>italic</em> <a target="_blank" rel="noopener noreferrer" href="https://example.org/a">link</a></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>'
    )
  })

  test("keeps a table as tiptap writes it, with its cells' spans, and drops its column widths", () => {
    const html = '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="2" rowspan="1"><p>Class</p></th></tr><tr><td colspan="1" rowspan="1"><p>1</p></td><td colspan="1" rowspan="1"><p>Rs 500</p></td></tr></tbody></table>'
    expect(sanitizeRichText(html)).toBe(
      '<table><colgroup><col /><col /></colgroup><tbody><tr><th colspan="2" rowspan="1"><p>Class</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>1</p></td><td colspan="1" rowspan="1"><p>Rs 500</p></td></tr></tbody></table>'
    )
  })

  test("keeps an image from the site's uploads with its alt text and size", () => {
    expect(sanitizeRichText('<p><img src="/uploads/ab12-photo.webp" alt="Sports day" width="640" height="480" title="t" class="x"></p>'))
      .toBe('<p><img src="/uploads/ab12-photo.webp" alt="Sports day" width="640" height="480" /></p>')
    expect(sanitizeRichText('<img src="/uploads/a.jpg">')).toBe('<img src="/uploads/a.jpg" alt="" />')
  })

  test('keeps the YouTube click-to-load block: a figure naming the video, with its watch link', () => {
    const block = '<figure data-youtube="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">School song</a></figure>'
    expect(sanitizeRichText(block)).toBe('<figure data-youtube="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer">School song</a></figure>')
    // an id that is not 11 safe characters leaves a plain figure (the public page shows just the link)
    expect(sanitizeRichText('<figure data-youtube="short"><a href="https://www.youtube.com/watch?v=short">v</a></figure>')).toMatch(/^<figure><a /)
  })
})

describe('sanitizeBody', () => {
  test('keeps a plain-text body from before the editor exactly, line breaks and all', () => {
    const text = 'Fees < Rs 500 & more\n\nSecond paragraph'
    expect(sanitizeBody(text)).toBe(text)
  })

  test('sanitises a body that is HTML', () => {
    expect(sanitizeBody('<p onclick="x()">Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>')
    expect(sanitizeBody('<img src=x onerror=alert(1)>')).toBe('')
  })
})
