import { act, render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { matchRouteEntry, type RouteEntry } from './route-prefetch';
import { RemoteApp } from './remote-app';

/** A route table whose loaders and prefetches write to one ordered log. */
function table(log: string[]): RouteEntry[] {
  const entry = (path: string): RouteEntry => ({
    path,
    load: async () => {
      log.push(`load ${path}`);
    },
    prefetch: (client, params) => {
      log.push(`prefetch ${path} ${JSON.stringify(params)} ${client instanceof QueryClient}`);
    },
  });
  return [entry('/'), entry('/news'), entry('/news/:id'), { path: '/admin/*' }, entry('*')];
}

function Page({ log }: { log: string[] }) {
  log.push('render');
  const navigate = useNavigate();
  return <button onClick={() => navigate('/news/42')}>go</button>;
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('route-level prefetch', () => {
  test('matchRouteEntry picks the most specific entry and its params', () => {
    const routes = table([]);
    expect(matchRouteEntry(routes, '/news/7')).toMatchObject({ route: { path: '/news/:id' }, params: { id: '7' } });
    expect(matchRouteEntry(routes, '/news')?.route.path).toBe('/news');
    expect(matchRouteEntry(routes, '/admin/news')?.route.path).toBe('/admin/*');
    expect(matchRouteEntry(routes, '/nothing/here')?.route.path).toBe('*');
  });

  test('RemoteApp starts the opened page’s code and data once, before anything renders', () => {
    const log: string[] = [];
    window.history.pushState({}, '', '/news/abc');
    const routes = table(log);
    const { rerender } = render(
      <RemoteApp dark={false} routes={routes}>
        <Page log={log} />
      </RemoteApp>,
    );
    rerender(
      <RemoteApp dark={false} routes={routes}>
        <Page log={log} />
      </RemoteApp>,
    );
    expect(log.slice(0, 3)).toEqual(['load /news/:id', 'prefetch /news/:id {"id":"abc"} true', 'render']);
    expect(log.filter((l) => l.startsWith('prefetch'))).toHaveLength(1);
  });

  test('each navigation prefetches the page navigated to, with the same client', async () => {
    const log: string[] = [];
    const client = new QueryClient();
    const seen: QueryClient[] = [];
    const routes = table(log).map((r) => ({ ...r, prefetch: r.prefetch && ((c: QueryClient, p: Record<string, string | undefined>) => { seen.push(c); r.prefetch!(c, p); }) }));
    render(
      <RemoteApp dark={false} routes={routes} queryClient={client}>
        <Page log={log} />
      </RemoteApp>,
    );
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(log.filter((l) => !l.startsWith('render'))).toEqual(['load /', 'prefetch / {} true', 'load /news/:id', 'prefetch /news/:id {"id":"42"} true']);
    expect(seen).toEqual([client, client]);
  });

  test('without a client of its own, each mount creates one (none exists at import time)', () => {
    const clients: QueryClient[] = [];
    function Grab() {
      clients.push(useQueryClient());
      return null;
    }
    const { unmount } = render(<RemoteApp dark={false}><Grab /></RemoteApp>);
    unmount();
    render(<RemoteApp dark={false}><Grab /></RemoteApp>);
    expect(clients).toHaveLength(2);
    expect(clients[0]).toBeInstanceOf(QueryClient);
    expect(clients[0]).not.toBe(clients[1]);
  });
});
