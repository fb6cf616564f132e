import { marksheetRenderer } from '../src/plugins/app/results/marksheets.js'
import type { MarksheetInput } from '../src/plugins/app/results/marksheet-pdf.js'

// Results day (issue 37): marksheets render in worker threads; a render nobody waits for any more (every
// parent who asked gave up) leaves the queue, and one that someone still waits for is not dropped.

const sheet = (name: string): MarksheetInput => ({
  lang: 'en', code: 'AAAAAAAAAAAAAAAAAAAAAA', verifyUrl: 'http://localhost/verify/AAAAAAAAAAAAAAAAAAAAAA',
  school: { name: 'Test School', address: 'Lalitpur', logo: null }, exam: { title: 'Terminal', year: 2082 },
  result: { symbol: '1', name, dob: '2065-01-15', class: '10', section: 'A', subjects: [{ name: 'English', mark: 95, grade: 'A+', gp: 4 }], gpa: 4, percent: 95, result: 'pass' }
})

const renderer = marksheetRenderer(1)
afterAll(async () => { await renderer.close() })

test('a render whose only asker has gone is dropped, not kept; asked again, even before it is dropped, it is rendered anew', async () => {
  let made = 0
  const input = async () => { made++; return sheet('Sita Rai') }
  const gone = new AbortController()
  const asked = renderer.get('one', input, gone.signal)
  gone.abort()
  const again = renderer.get('one', input)
  await expect(asked).rejects.toThrow(/abort/i)
  expect([made, (await again).subarray(0, 5).toString()]).toEqual([2, '%PDF-'])
  expect(await renderer.get('one', input)).toBe(await again)
}, 60_000)

test('a render two ask for is made once, and stays for the one still waiting when the other goes', async () => {
  let made = 0
  const input = async () => { made++; return sheet('Ram Thapa') }
  const gone = new AbortController()
  const first = renderer.get('two', input, gone.signal)
  const second = renderer.get('two', input, new AbortController().signal)
  gone.abort()
  const [a, b] = await Promise.all([first, second])
  expect([made, a.subarray(0, 5).toString(), b]).toEqual([1, '%PDF-', a])
}, 60_000)
