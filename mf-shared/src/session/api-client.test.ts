import { API_BASE, mockApi, reply, takeFixtureProblems, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E, SITE_ENDPOINTS } from '@school/shared/contract';
import { api, call } from './api-client';
import { ApiError } from './api-error';
import { useSessionStore } from './store';

const user = { _id: 'u1', name: 'Admin', email: 'a@b.c', token: 'secret-token' };

beforeEach(() => {
  useSessionStore.setState({ userInfo: null, adminMode: false, sessionExpired: false });
});

describe('api client', () => {
  it('prefixes the runtime apiBase and sends no token when signed out', async () => {
    const item = testAnswer(E.listNews, { _id: 'n1' });
    const calls = mockApi({ 'GET /api/news': [item] });
    await expect(api.get('/api/news')).resolves.toEqual([item]);
    expect(calls.map((c) => [c.href, c.auth])).toEqual([['http://api.test/api/news', null]]);
  });

  it('adds the bearer token from the store when signed in, and sends the body as JSON', async () => {
    useSessionStore.setState({ userInfo: user, adminMode: true });
    const calls = mockApi({ 'POST /api/news': reply(201, testAnswer(E.createNews, { _id: 'n1' })) });
    await api.post('/api/news', { title: 'x' });
    expect(calls).toMatchObject([{ method: 'POST', auth: 'Bearer secret-token', body: { title: 'x' } }]);
  });

  it("turns a failure into an ApiError carrying the server's message", async () => {
    mockApi({ 'POST /api/news': reply(400, { message: 'Please provide Title' }) });
    const err = (await api.post('/api/news', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Please provide Title');
    expect(err.status).toBe(400);
  });

  it('a 401 on a signed-in call expires the session', async () => {
    useSessionStore.setState({ userInfo: user, adminMode: true });
    mockApi({ 'DELETE /api/news/1': reply(401, { message: 'Token expired' }) });
    await expect(api.delete('/api/news/1')).rejects.toThrow('Token expired');
    expect(useSessionStore.getState().userInfo).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(true);
  });

  it('reads X-Total-Count for paged lists', async () => {
    const a = testAnswer(E.listNews, { _id: 'a' });
    const calls = mockApi({ 'GET /api/news': reply(200, [a], { 'X-Total-Count': '42' }) });
    await expect(api.getPage('/api/news?page=1&limit=6')).resolves.toEqual({ items: [a], total: 42 });
    expect(calls[0].url).toBe('/api/news?page=1&limit=6');
  });
});

describe('the offline copy (issue 13)', () => {
  it("an answer the service worker took from its cache sets the copy's time; the next answer from the network clears it", async () => {
    const { useOfflineCopy } = await import('./offline-copy');
    const at = 'Tue, 24 Nov 2026 05:30:48 GMT';
    mockApi({ 'GET /api/news': reply(200, [], { 'X-Offline-Copy': at }), 'GET /api/notices': [] });
    await api.get('/api/news');
    expect(useOfflineCopy.getState().at).toBe(at);
    await api.get('/api/notices');
    expect(useOfflineCopy.getState().at).toBeNull();
  });
});

describe('declared endpoints (issue 35)', () => {
  const menus = { header: [{ label: 'Home', path: '/' }], footer: { useful: [], external: [] } };

  it("call() sends the declaration's method to its path, with the parameters and query encoded, and the body as JSON", async () => {
    useSessionStore.setState({ userInfo: user, adminMode: true });
    const calls = mockApi({ 'PUT /api/menus': menus, 'DELETE /api/pages/a%20b': { message: 'Page removed' } });
    await expect(call(SITE_ENDPOINTS.putMenus, { query: { site: 'women' }, body: menus })).resolves.toEqual(menus);
    await expect(call(SITE_ENDPOINTS.deletePage, { params: { id: 'a b' } })).resolves.toEqual({ message: 'Page removed' });
    expect(calls.map((c) => [c.method, c.url, c.auth])).toEqual([
      ['PUT', '/api/menus?site=women', 'Bearer secret-token'],
      ['DELETE', '/api/pages/a%20b', 'Bearer secret-token'],
    ]);
    expect(calls[0]!.body).toEqual(menus);
  });

  it("a unit test's fixture for a declared endpoint must be the contract's answer", async () => {
    mockApi({ 'GET /api/menus': { header: [{ path: '/' }] }, 'GET /api/pages/by-path': reply(404, { message: 'Page not found' }) });
    await call(SITE_ENDPOINTS.getMenus, { query: { site: 'school' } });
    await call(SITE_ENDPOINTS.pageByPath, { query: { site: 'school', path: '/x' } }).catch(() => undefined);
    // the menus lack their footer and the link its label; an error answer is not checked
    const problems = takeFixtureProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^GET \/api\/menus: the fixture is not the contract's answer \(/);
  });
});

describe('the client, loaded with the first call (issue 36)', () => {
  it("is not loaded with the session module; the first call loads it once, and a load that failed is tried again on the next call", async () => {
    const loads: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('ky', () => {
        loads.push('ky');
        // the first load fails, as a chunk does offline before it was cached
        if (loads.length === 1) throw new Error('Loading chunk ky failed.');
        return jest.requireActual('ky');
      });
      const fresh = await import('./api-client');
      const { ApiError: FreshError } = await import('./api-error');
      expect(loads).toEqual([]);
      const item = testAnswer(E.listNews, { _id: 'n1' });
      const calls = mockApi({ 'GET /api/news': [item] });
      // this registry's own runtime config (mockApi set the test file's)
      const config = await import('./runtime-config');
      config.setRuntimeConfig({ ...config.getRuntimeConfig(), apiBase: API_BASE });
      const failing = fresh.api.get('/api/news');
      await expect(failing).rejects.toBeInstanceOf(FreshError);
      await expect(failing).rejects.toMatchObject({ status: 0, message: 'Loading chunk ky failed.' });
      expect(calls).toHaveLength(0);
      await expect(fresh.api.get('/api/news')).resolves.toEqual([item]);
      await expect(fresh.call(E.listNews, { query: {} })).resolves.toEqual([item]);
      expect(loads).toEqual(['ky', 'ky']);
      expect(calls).toHaveLength(2);
    });
  });
});
