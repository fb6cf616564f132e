import { CAREERS, CAROUSEL, EVENTS, NEWS, NOTICES } from '../src/seed/content.js'
import { SEED_SETTINGS } from '../src/seed/site.js'

// Issue 38, item 12: the demo school's copy must not contradict its address.
test('the demo copy places the school where its address says', () => {
  expect(SEED_SETTINGS.school.address).toContain('Lalitpur')
  const copy = JSON.stringify([NEWS, NOTICES, CAROUSEL, EVENTS, CAREERS])
  // the district the first demo copy named, its town, and a campus on a hillside
  expect(copy).not.toMatch(/Kavre|Banepa|hills of|eastern slope/)
  for (const career of CAREERS) expect(career.location).toContain('Lalitpur')
})
