import { NEVER_KEPT_API, NEVER_KEPT_PAGES } from './offline-rules';

// Issue 37: a student's result is never kept by the service worker, as a page or as an API answer.
test('results pages and calls are never kept; other public pages and reads are', () => {
  const never = (path: string) => NEVER_KEPT_PAGES.some((re) => re.test(path));
  for (const path of ['/results', '/ne/results', '/verify/abc', '/ne/verify/abc', '/admin/exams']) expect([path, never(path)]).toEqual([path, true]);
  for (const path of ['/', '/news', '/ne/notice', '/resultsx']) expect([path, never(path)]).toEqual([path, false]);
  for (const path of ['/api/results/lookup', '/api/results/marksheet.pdf', '/api/results/verify/x', '/api/exams', '/api/sms/inbound']) expect([path, NEVER_KEPT_API.test(path)]).toEqual([path, true]);
  expect(NEVER_KEPT_API.test('/api/news')).toBe(false);
});
