import { api, ApiError } from './api-client';
import { setRuntimeConfig } from './runtime-config';
import { useSessionStore } from './store';

const user = { _id: 'u1', name: 'Admin', email: 'a@b.c', token: 'secret-token' };

function mockFetch(status: number, body: unknown) {
  const fn = jest.fn(async (req: Request) => {
    void req;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

beforeEach(() => {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  useSessionStore.setState({ userInfo: null, adminMode: false, sessionExpired: false });
});

describe('api client', () => {
  it('prefixes the runtime apiBase and sends no token when signed out', async () => {
    const fetchMock = mockFetch(200, [{ _id: 'n1' }]);
    await expect(api.get('/api/news')).resolves.toEqual([{ _id: 'n1' }]);
    const req = fetchMock.mock.calls[0][0];
    expect(req.url).toBe('http://api.test/api/news');
    expect(req.headers.get('Authorization')).toBeNull();
  });

  it('adds the bearer token from the store when signed in', async () => {
    useSessionStore.setState({ userInfo: user, adminMode: true });
    const fetchMock = mockFetch(200, {});
    await api.post('/api/news', { title: 'x' });
    expect(fetchMock.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it("turns a failure into an ApiError carrying the server's message", async () => {
    mockFetch(400, { message: 'Please provide Title' });
    const err = (await api.post("/api/news", {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Please provide Title');
    expect(err.status).toBe(400);
  });

  it('a 401 on a signed-in call expires the session', async () => {
    useSessionStore.setState({ userInfo: user, adminMode: true });
    mockFetch(401, { message: 'Token expired' });
    await expect(api.delete('/api/news/1')).rejects.toThrow('Token expired');
    expect(useSessionStore.getState().userInfo).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(true);
  });

  it('reads X-Total-Count for paged lists', async () => {
    global.fetch = jest.fn(async () =>
      new Response(JSON.stringify([{ _id: 'a' }]), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '42' } }),
    ) as unknown as typeof fetch;
    await expect(api.getPage('/api/news?page=1&limit=6')).resolves.toEqual({ items: [{ _id: 'a' }], total: 42 });
  });
});
