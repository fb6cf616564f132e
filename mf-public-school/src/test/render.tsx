import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@school/shared/session';
import { KitProvider } from '@school/shared/kit';

// The first run transforms antd for the cache, which can take a while.
jest.setTimeout(30_000);

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Network mocked at the fetch layer: `'GET /api/news'` → [status, body, headers?].
 * A key matches on method and path (the query string is ignored); unmatched calls get a 404.
 */
export function mockApi(routes: Record<string, [number, unknown, Record<string, string>?]>): Call[] {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    const text = req.method === 'GET' ? '' : await req.text();
    calls.push({ method: req.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    const hit = routes[`${req.method} ${url.pathname}`];
    const [status, body, headers] = hit ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  }) as unknown as typeof fetch;
  return calls;
}

export function renderPublic(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <KitProvider dark={false}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </KitProvider>,
  );
}
