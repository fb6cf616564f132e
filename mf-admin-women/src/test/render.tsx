import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig, useSessionStore } from '@school/shared/session';
import { KitProvider } from '@school/shared/kit';

export const ADMIN_USER = { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', token: 'test-token' };

/** Renders a screen as the remote does (kit, query client, router), signed in. */
export function renderAdmin(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  useSessionStore.setState({ userInfo: ADMIN_USER, adminMode: true, sessionExpired: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <KitProvider dark={false}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </KitProvider>,
  );
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

/** Mocks the network at fetch: every call is recorded and answered with `reply`. */
export function mockFetch(reply: (call: FetchCall) => [number, unknown] = () => [201, {}]) {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const call = { method: req.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined, auth: req.headers.get('Authorization') };
    calls.push(call);
    const [status, body] = reply(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return calls;
}
