import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { prefetchRoute } from '@school/shared/kit';
import { mockApi } from '@school/shared/build/test';

describe('the route table', () => {
  test('importing the app and its route table starts nothing: no request, no query', async () => {
    const calls = mockApi({});
    const fetches = jest.spyOn(QueryClient.prototype, 'fetchQuery');
    const prefetches = jest.spyOn(QueryClient.prototype, 'prefetchQuery');
    // on '/', where the old module-level prefetch fired
    window.history.pushState({}, '', '/');
    await import('./app');
    const { ROUTES } = await import('./routes');
    expect([fetches.mock.calls.length, prefetches.mock.calls.length, calls]).toEqual([0, 0, []]);
    expect(ROUTES.length).toBeGreaterThan(20);
    fetches.mockRestore();
    prefetches.mockRestore();
  });

  test("'/' prefetches the home data: slides, welcome modal, latest news and upcoming events", async () => {
    const calls = mockApi({ 'GET /api/carousel': [], 'GET /api/modal': [], 'GET /api/news/latest': [], 'GET /api/events/upcoming': [] });
    const { ROUTES } = await import('./routes');
    const client = new QueryClient();
    prefetchRoute(ROUTES, '/', client);
    // the queries are in flight at once, before any page renders
    expect(['carousel', 'modal', 'news', 'events'].map((k) => client.getQueryCache().findAll({ queryKey: [k] }).some((q) => q.state.fetchStatus === 'fetching'))).toEqual([true, true, true, true]);
    await waitFor(() => expect(calls.map((c) => c.url).sort()).toEqual(['/api/carousel', '/api/events/upcoming', '/api/modal', '/api/news/latest']));
  });

  test('a news item route prefetches that item with its id; the admin gate and plain pages fetch nothing', async () => {
    const item = { _id: 'n1', user: 'u1', title: 'Results', author: 'Office', description: 'All passed', section: 'Primary', image: '', createdAt: '2026-03-05T10:00:00Z', updatedAt: '2026-03-05T10:00:00Z', status: 'published', publishAt: null };
    const calls = mockApi({ 'GET /api/news/n1': item });
    const { ROUTES } = await import('./routes');
    const client = new QueryClient();
    prefetchRoute(ROUTES, '/contact', client);
    prefetchRoute(ROUTES, '/admin/news', client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    prefetchRoute(ROUTES, '/news/n1', client);
    await waitFor(() => expect(client.getQueryData(['news', 'item', 'n1'])).toEqual(item));
    expect(calls.map((c) => c.url)).toEqual(['/api/news/n1']);
  });
});
