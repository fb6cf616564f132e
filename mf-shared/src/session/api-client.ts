import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import { pathWith, queryString, type BodyOf, type EndpointDef, type ParamsOf, type QueryOf, type ResponseOf } from '@school/shared/contract';
import { getRuntimeConfig, renderScope } from './runtime-config';
import { noteAnswer } from './offline-copy';
import { useSessionStore } from './store';

/** Every failed call becomes an ApiError carrying the server's `{message}` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

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

function createClient(): KyInstance {
  return ky.create({
    timeout: 30_000,
    fetch: (input, init) => (renderScope()?.transport.fetch ?? globalThis.fetch)(input, init),
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = useSessionStore.getState().userInfo?.token;
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
      // an answer the service worker took from its cache says so; the shell then shows the offline notice
      afterResponse: [
        ({ response }) => {
          noteAnswer(response.headers);
        },
      ],
      beforeError: [
        ({ error }) => {
          if (isHTTPError(error)) {
            const data = error.data as { message?: unknown } | undefined;
            const message =
              data && typeof data === 'object' && typeof data.message === 'string'
                ? data.message
                : error.message;
            const status = error.response.status;
            // A 401 on a signed-in call means the token is no longer valid.
            if (status === 401 && error.request.headers.has('Authorization')) {
              useSessionStore.getState().expire();
            }
            return new ApiError(message, status);
          }
          return new ApiError(error.message || 'Network error', 0);
        },
      ],
    },
  });
}

const client = createClient();

/**
 * The one API client. Paths are absolute API paths such as `/api/news`.
 * It never shows toasts and never redirects: the UI decides.
 */
export const api = {
  get: <T>(path: string, options?: Options) => client.get(callUrl(path), options).json<T>(),
  /** GET that also returns the X-Total-Count header of paged lists. */
  getPage: async <T>(path: string, options?: Options) => {
    const res = await client.get(callUrl(path), options);
    const items = (await res.json()) as T[];
    const total = Number(res.headers.get('X-Total-Count') ?? items.length);
    return { items, total };
  },
  /** `B` is the body's type: pass the contract's (e.g. `api.post<News, NewsInput>`) so no other field can be sent. */
  post: <T, B = unknown>(path: string, json?: B, options?: Options) =>
    client.post(callUrl(path), { json, ...options }).json<T>(),
  put: <T, B = unknown>(path: string, json?: B, options?: Options) =>
    client.put(callUrl(path), { json, ...options }).json<T>(),
  patch: <T, B = unknown>(path: string, json?: B, options?: Options) =>
    client.patch(callUrl(path), { json, ...options }).json<T>(),
  delete: <T>(path: string, options?: Options) => client.delete(callUrl(path), options).json<T>(),
  blob: (path: string, options?: Options) => client.get(callUrl(path), options).blob(),
  raw: client,
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
  return send(endpoint, input, options).json<ResponseOf<E>>();
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
  return send(endpoint, input, options).json<NoInfer<T>>();
}

function send(endpoint: EndpointDef, input: LooseInput, options?: Options) {
  const url = pathWith(endpoint.path, input.params) + queryString(input.query);
  return client(callUrl(url), { ...options, method: endpoint.method, ...(input.body !== undefined ? { json: input.body } : {}) });
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
export async function callPageWith<E extends EndpointDef, T = ItemOf<E>>(endpoint: E, input: LooseInput, options?: Options): Promise<{ items: Array<NoInfer<T>>; total: number }> {
  const res = await send(endpoint, input, options);
  const items = await res.json<Array<NoInfer<T>>>();
  return { items, total: Number(res.headers.get('X-Total-Count') ?? items.length) };
}

/**
 * Calls a declared endpoint whose answer is a file (an export, a zip, a private document): the response,
 * for its body as a blob and its headers (the Content-Disposition's name). It carries the token as `call` does.
 */
export function callFile<const E extends EndpointDef>(endpoint: E, input: CallInput<E>, options?: Options): Promise<Response> {
  return send(endpoint, input, options);
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
