import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig, useSessionStore } from '@school/shared/session';
import { KitProvider } from '@school/shared/kit';


export const ADMIN_USER = { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', token: 'test-token' };

// The first run transforms antd and swiper for the cache, which can take a while.
jest.setTimeout(60_000);

/** Renders a screen the way the remote does: kit, query client and router, signed in. */
export function renderAdmin(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  useSessionStore.setState({ userInfo: ADMIN_USER, adminMode: true, sessionExpired: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <KitProvider dark={false}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </KitProvider>,
  );
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  auth: string | null;
}

/**
 * Mocks the network at the fetch level. `routes` maps "METHOD /path" (query
 * ignored) to a JSON body or a [status, body] pair; every call is recorded.
 */
export function mockApi(routes: Record<string, unknown>) {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
    calls.push({ method: req.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : undefined, auth: req.headers.get('Authorization') });
    const key = `${req.method} ${url.pathname}`;
    if (!(key in routes)) return new Response(JSON.stringify({ message: `No mock for ${key}` }), { status: 404 });
    const hit = routes[key];
    const [status, body] = Array.isArray(hit) && typeof hit[0] === 'number' && hit.length === 2 ? (hit as [number, unknown]) : [200, hit];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(Array.isArray(body) ? body.length : 0) } });
  }) as unknown as typeof fetch;
  return calls;
}

export interface UploadCall {
  url: string;
  field: string;
  fileName: string;
  auth: string | undefined;
}

/**
 * antd's Upload posts with XMLHttpRequest, not fetch: this fake answers each
 * upload with `respond(call)` → [status, body]. `hold` keeps requests pending
 * until the returned `release()` is called (to see the "uploading" state).
 */
export function mockUploads(respond: (call: UploadCall) => [number, unknown], { hold = false } = {}) {
  const calls: UploadCall[] = [];
  const pending: (() => void)[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      const [field, file] = [...body.entries()][0] as [string, File];
      const call = { url: this.url, field, fileName: file.name, auth: this.headers.authorization };
      calls.push(call);
      const finish = () => {
        const [status, response] = respond(call);
        this.status = status;
        this.responseText = JSON.stringify(response);
        this.onload?.();
      };
      this.upload.onprogress?.({ loaded: 50, total: 100 });
      if (hold) pending.push(finish);
      else setTimeout(finish, 0);
    }
    abort() {}
  }
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return { calls, release: () => pending.splice(0).forEach((f) => f()) };
}

/** A small PNG-typed file for upload fields (its bytes do not matter to the fake). */
export const imageFile = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

/** Sets a text field's value in one change event (much faster than typing key by key in jsdom). */
export function fill(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
}
