import { pdf } from './fixtures.js'
import { describeEachDb, json, type TestApp } from './helper.js'

interface Item { _id: string; title: string }

const news = { author: 'Office', section: 'Primary' }

describeEachDb('search (q) on news, notices and events', (get) => {
  let serial = 0
  const marker = () => `srch${++serial}x${Date.now().toString(36)}`
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await get().authed({ method: 'POST', url, payload })
    expect(res.statusCode).toBe(201)
    return json<Item>(res)
  }
  const addNews = (title: string, description = 'Plain body', extra: Record<string, unknown> = {}) => post('/api/news', { ...news, title, description, ...extra })
  const titles = async (url: string, t: TestApp = get()) => {
    const res = await t.app.inject({ url })
    expect([url, res.statusCode]).toEqual([url, 200])
    return json<Item[]>(res).map((i) => i.title).sort()
  }
  const q = (s: string) => encodeURIComponent(s)

  test('every word must appear, in the title or the body, in any order and case', async () => {
    const w = marker()
    await addNews(`Science fair ${w}`, 'Students show their ROBOTS and rockets')
    await addNews(`Music evening ${w}`, 'Songs and robots dancing')
    await addNews(`Sports day ${w}`, 'Races')
    expect(await titles(`/api/news?q=${q(`robots science ${w}`)}`)).toEqual([`Science fair ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} ROBOTS`)}`)).toEqual([`Music evening ${w}`, `Science fair ${w}`])
    expect(await titles(`/api/news?q=${q(`  ${w}   races  `)}`)).toEqual([`Sports day ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} robots races`)}`)).toEqual([])
    // the author and section are searched too
    expect(await titles(`/api/news?q=${q(`${w} office primary fair`)}`)).toEqual([`Science fair ${w}`])
  })

  test('pages with X-Total-Count of all matches', async () => {
    const w = marker()
    for (let i = 1; i <= 5; i++) await addNews(`Item ${i} ${w}`, 'same words')
    const page = await get().app.inject({ url: `/api/news?q=${q(`${w} same`)}&page=2&limit=2` })
    expect(page.headers['x-total-count']).toBe('5')
    expect(json<Item[]>(page).map((i) => i.title)).toEqual([`Item 3 ${w}`, `Item 2 ${w}`])
    const last = await get().app.inject({ url: `/api/news?q=${q(`${w} same`)}&page=3&limit=2` })
    expect(json<Item[]>(last).map((i) => i.title)).toEqual([`Item 1 ${w}`])
  })

  test('%, _ and ! are plain characters, not wildcards', async () => {
    const w = marker()
    await addNews(`Pass rate 100% ${w}`)
    await addNews(`file_name ${w}`)
    await addNews(`Hello! ${w}`)
    await addNews(`Pass rate 1000 filexname ${w}`)
    expect(await titles(`/api/news?q=${q(`${w} %`)}`)).toEqual([`Pass rate 100% ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} 100%`)}`)).toEqual([`Pass rate 100% ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} _`)}`)).toEqual([`file_name ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} file_name`)}`)).toEqual([`file_name ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} !`)}`)).toEqual([`Hello! ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} %%`)}`)).toEqual([])
  })

  test('Devanagari words are found', async () => {
    const w = marker()
    await addNews(`विद्यालयको वार्षिकोत्सव ${w}`, 'सबै अभिभावकलाई हार्दिक निमन्त्रणा')
    await addNews(`खेलकुद सप्ताह ${w}`, 'विद्यार्थीहरूको दौड')
    expect(await titles(`/api/news?q=${q(`वार्षिकोत्सव ${w}`)}`)).toEqual([`विद्यालयको वार्षिकोत्सव ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} निमन्त्रणा अभिभावकलाई`)}`)).toEqual([`विद्यालयको वार्षिकोत्सव ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} दौड`)}`)).toEqual([`खेलकुद सप्ताह ${w}`])
    expect(await titles(`/api/news?q=${q(`${w} दौड निमन्त्रणा`)}`)).toEqual([])
  })

  test('drafts are never found by the public search, and are by the console lists', async () => {
    const w = marker()
    await addNews(`Hidden ${w}`, 'body', { status: 'draft' })
    await addNews(`Shown ${w}`)
    expect(await titles(`/api/news?q=${w}`)).toEqual([`Shown ${w}`])
    const all = await get().authed({ url: `/api/news/all?q=${w}&page=1` })
    expect(json<Item[]>(all).map((i) => i.title).sort()).toEqual([`Hidden ${w}`, `Shown ${w}`])
    expect(all.headers['x-total-count']).toBe('2')
  })

  test('notices, and the console lists of notices and events (both hosts), search their words', async () => {
    const t = get()
    const w = marker()
    const file = (await t.app.files.save('pdf', pdf('Notice'), 'exam-routine.pdf')).ref
    await post('/api/notices', { title: `Exam routine ${w}`, description: 'Grade ten, second terminal', file })
    await post('/api/notices', { title: `Holiday ${w}`, description: 'Dashain vacation', file, status: 'draft' })
    expect(await titles(`/api/notices?q=${q(`${w} terminal ten`)}`)).toEqual([`Exam routine ${w}`])
    expect(await titles(`/api/notices?q=${q(`${w} dashain`)}`)).toEqual([])
    const notices = await t.authed({ url: `/api/notices/all?q=${q(`${w} dashain`)}&page=1` })
    expect(json<Item[]>(notices).map((i) => i.title)).toEqual([`Holiday ${w}`])
    expect(notices.headers['x-total-count']).toBe('1')

    await post('/api/events', { title: `Tree planting ${w}`, description: 'Bring gloves', date: '2099-06-01' })
    await post('/api/events', { title: `Quiz ${w}`, description: 'General knowledge', date: '2099-06-02' })
    const events = await t.authed({ url: `/api/events?q=${q(`${w} gloves`)}&page=1` })
    expect(json<Item[]>(events).map((i) => i.title)).toEqual([`Tree planting ${w}`])
    expect(events.headers['x-total-count']).toBe('1')
    expect(await titles(`/api/events/upcomingevents?q=${q(`${w} knowledge`)}`)).toEqual([`Quiz ${w}`])

    await post('/api/events/sub-domain', { title: `Health camp ${w}`, description: 'Free check-ups', startDate: '2099-06-01', endDate: '2099-06-02' })
    const women = await t.authed({ url: `/api/events/sub-domain/all?q=${q(`${w} check-ups`)}` })
    expect(json<Item[]>(women).map((i) => i.title)).toEqual([`Health camp ${w}`])
    expect(await titles(`/api/events/sub-domain?q=${q(`camp ${w}`)}`)).toEqual([`Health camp ${w}`])
  })

  test('a query longer than 200 characters is refused with 400', async () => {
    const res = await get().app.inject({ url: `/api/news?q=${'a'.repeat(201)}` })
    expect(res.statusCode).toBe(400)
    expect(json<{ message: string }>(res).message).toEqual(expect.any(String))
  })
})
