import type { KyInstance, Options, ResponsePromise } from 'ky';
import { pathWith, queryString, type BodyOf, type EndpointDef, type ParamsOf, type QueryOf, type ResponseOf } from '@school/shared/contract';
import { getRuntimeConfig, renderScope } from './runtime-config';
import { ApiError } from './api-error';
import { useSessionStore } from './store';

/**
 * The URL a call is sent to: the page's apiBase in a browser; in a server render, its transport's origin
 * (the render's own, from its scope: renders overlap). `apiUrl` (links, image sources) is the same on both
 * sides, so the markup matches the browser's.
 */
function callUrl(path: string): string {
  const transport = renderScope()?.transport;
  return transport && !/^https?:\/\//.test(path) ? transport.origin + path : apiUrl(path);
}

/** Absolute URL of an API path or an uploaded file path, honouring the runtime apiBase. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = getRuntimeConfig().apiBase.replace(/\/$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

function authHeader(): Record<string, string> {
  const token = useSessionStore.getState().userInfo?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

let loading: Promise<KyInstance> | undefined;

/**
 * The client (ky, with the hooks of ky-client.ts), loaded with the first call: a server-rendered page calls nothing
 * until the visitor acts (its answers arrive with the page), so its first load does not carry ky (8.7 KB gzip, issue 36).
 * A load that failed (offline, before it was cached) is tried again on the next call.
 */
function client(): Promise<KyInstance> {
  loading ??= import(/* webpackChunkName: "ky" */ './ky-client').then(
    ({ createClient }) => createClient(),
    (error: unknown) => {
      loading = undefined;
      throw new ApiError(error instanceof Error && error.message ? error.message : 'Network error', 0);
    },
  );
  return loading;
}

/**
 * Sends a call once the client has loaded: `send` is given the client and the call's URL (worked out first,
 * in the render's scope) and returns what it reads of the answer.
 */
async function sendTo<R>(path: string, send: (ky: KyInstance, url: string) => Promise<R>): Promise<R> {
  const url = callUrl(path);
  return send(await client(), url);
}

/**
 * The one API client. Paths are absolute API paths such as `/api/news`.
 * It never shows toasts and never redirects: the UI decides.
 */
export const api = {
  get: <T>(path: string, options?: Options) => sendTo(path, (ky, url) => ky.get(url, options).json<T>()),
  /** GET that also returns the X-Total-Count header of paged lists. */
  getPage: <T>(path: string, options?: Options) =>
    sendTo(path, async (ky, url) => {
      const res = await ky.get(url, options);
      const items = (await res.json()) as T[];
      const total = Number(res.headers.get('X-Total-Count') ?? items.length);
      return { items, total };
    }),
  /** `B` is the body's type: pass the contract's (e.g. `api.post<News, NewsInput>`) so no other field can be sent. */
  post: <T, B = unknown>(path: string, json?: B, options?: Options) => sendTo(path, (ky, url) => ky.post(url, { json, ...options }).json<T>()),
  put: <T, B = unknown>(path: string, json?: B, options?: Options) => sendTo(path, (ky, url) => ky.put(url, { json, ...options }).json<T>()),
  patch: <T, B = unknown>(path: string, json?: B, options?: Options) => sendTo(path, (ky, url) => ky.patch(url, { json, ...options }).json<T>()),
  delete: <T>(path: string, options?: Options) => sendTo(path, (ky, url) => ky.delete(url, options).json<T>()),
  blob: (path: string, options?: Options) => sendTo(path, (ky, url) => ky.get(url, options).blob()),
  authHeader,
};

/** What a call of a declared endpoint sends: the parts its declaration has, each of its type. */
export type CallInput<E extends EndpointDef> = (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/**
 * Calls a declared endpoint (the contract's `ENDPOINTS`, issue 35): its method and path come from the
 * declaration, and the parameters, query, body and answer have its types, so they cannot disagree.
 */
export function call<const E extends EndpointDef>(endpoint: E, input: CallInput<E>, options?: Options): Promise<ResponseOf<E>> {
  return send(endpoint, input, options, (pending) => pending.json<ResponseOf<E>>());
}

/** A call's parameters, query and body as a helper generic over endpoints builds them (the console's kit). */
export interface LooseInput {
  params?: object;
  query?: object;
  body?: unknown;
}

/**
 * `call` for a helper generic over several endpoints (the console kit's lists, items and deletes), where
 * the input's type cannot be worked out from a type parameter: the answer has the declaration's type, or
 * the one a generic screen names (`T`, never inferred from where the answer goes).
 */
export function callWith<E extends EndpointDef, T = ResponseOf<E>>(endpoint: E, input: LooseInput, options?: Options): Promise<NoInfer<T>> {
  return send(endpoint, input, options, (pending) => pending.json<NoInfer<T>>());
}

/** Sends a declared endpoint's request; `read` reads ky's pending answer (its `json()` asks for JSON). */
function send<R>(endpoint: EndpointDef, input: LooseInput, options: Options | undefined, read: (pending: ResponsePromise) => Promise<R>): Promise<R> {
  const body = input.body !== undefined ? { json: input.body } : {};
  return sendTo(pathWith(endpoint.path, input.params) + queryString(input.query), (ky, url) => read(ky(url, { ...options, method: endpoint.method, ...body })));
}

/** A form's filters as a query: text trimmed, and what is blank left out (an empty filter filters nothing). */
export function filledIn<Q extends object>(filters: Q): Q {
  const out = { ...filters };
  for (const [key, value] of Object.entries(out)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') Reflect.deleteProperty(out, key);
    else if (text !== value) Reflect.set(out, key, text);
  }
  return out;
}

/** An item of a declared endpoint's list answer. */
export type ItemOf<E extends EndpointDef> = ResponseOf<E> extends ReadonlyArray<infer T> ? T : never;

/**
 * Calls a declared paged list (an array answer with `X-Total-Count`, SPEC §7): one page of items and the
 * total of all pages.
 */
export function callPage<const E extends EndpointDef>(endpoint: E, input: CallInput<E>, options?: Options): Promise<{ items: Array<ItemOf<E>>; total: number }> {
  return callPageWith(endpoint, input, options);
}

/** `callPage` for a helper generic over several paged lists (see `callWith`). */
export function callPageWith<E extends EndpointDef, T = ItemOf<E>>(endpoint: E, input: LooseInput, options?: Options): Promise<{ items: Array<NoInfer<T>>; total: number }> {
  return send(endpoint, input, options, async (pending) => {
    const res = await pending;
    const items = await res.json<Array<NoInfer<T>>>();
    return { items, total: Number(res.headers.get('X-Total-Count') ?? items.length) };
  });
}

/**
 * Calls a declared endpoint whose answer is a file (an export, a zip, a private document): the response,
 * for its body as a blob and its headers (the Content-Disposition's name). It carries the token as `call` does.
 */
export function callFile<const E extends EndpointDef>(endpoint: E, input: CallInput<E>, options?: Options): Promise<Response> {
  return send(endpoint, input, options, async (pending) => pending);
}

/** A declared upload: its multipart body's file field. */
type UploadEndpoint = EndpointDef & { multipart: { field: string } };

/**
 * Where a form's file field sends a declared upload, and in which multipart field: the declaration's path with
 * its query (`/api/upload?kind=image`, `formFile`). The upload itself is the field's (it shows its progress).
 */
export function uploadTarget<const E extends UploadEndpoint>(
  endpoint: E,
  ...query: QueryOf<E> extends undefined ? [] : [QueryOf<E>]
): { action: string; field: E['multipart']['field'] } {
  return { action: pathWith(endpoint.path, undefined) + queryString(query[0]), field: endpoint.multipart.field };
}
