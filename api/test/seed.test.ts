import { SCHOOL } from '@school/shared/contract'
import { CAREERS, CAROUSEL, EVENTS, NEWS, NOTICES } from '../src/seed/content.js'

// Issue 38, item 12: the demo school's copy must not contradict its address.
test('the demo copy places the school where its address says', () => {
  expect(SCHOOL.address).toContain('Lalitpur')
  const copy = JSON.stringify([NEWS, NOTICES, CAROUSEL, EVENTS, CAREERS])
  // the district the first demo copy named, its town, and a campus on a hillside
  expect(copy).not.toMatch(/Kavre|Banepa|hills of|eastern slope/)
  for (const career of CAREERS) expect(career.location).toContain('Lalitpur')
})
