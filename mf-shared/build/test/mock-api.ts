import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Value } from 'typebox/value';
import { ENDPOINTS, type EndpointDef, type MediaItem } from '@school/shared/contract';
import { getRuntimeConfig, setRuntimeConfig } from '@school/shared/session';

/** The API origin every unit test talks to; nothing leaves the test process. */
export const API_BASE = 'http://api.test';

/** One request as the API would have received it. */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. `/api/news?page=1&limit=6`. */
  url: string;
  /** The whole URL, origin included. */
  href: string;
  /** The parsed JSON body (undefined for none or a multipart upload). */
  body: unknown;
  /** The Authorization header, e.g. `Bearer test-token`. */
  auth: string | null;
  /** The files of a multipart upload (antd's Upload posts each file on its own). */
  files: { field: string; name: string; type: string }[];
  /** Every header, by its lower-case name (e.g. `if-unmodified-since`). */
  headers: Record<string, string>;
}

/** A status other than 200, and headers: `reply(201, { _id: 'n1' })`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>) => new Reply(status, body, headers);

type Answer = (call: ApiCall) => unknown;

/** A JSON body (answered with 200), a `reply(…)`, or a function of the call returning either (it may wait). */
export type Route = Reply | Answer | string | number | boolean | null | readonly unknown[] | Record<string, unknown>;

let routes: Record<string, Route> = {};
let calls: ApiCall[] = [];

async function record(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const type = request.headers.get('Content-Type') ?? '';
  let body: unknown;
  const files: ApiCall['files'] = [];
  if (type.startsWith('multipart/form-data')) {
    for (const [field, value] of (await request.formData()).entries()) {
      if (typeof value !== 'string') files.push({ field, name: value.name, type: value.type });
    }
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text();
    body = text ? JSON.parse(text) : undefined;
  }
  const headers = Object.fromEntries([...request.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
  return { method: request.method, url: url.pathname + url.search, href: url.href, body, auth: request.headers.get('Authorization'), files, headers };
}

/** How many parameters a declared path has: the router prefers `/api/news/all` to `/api/news/:id`, as Fastify's does. */
const paramCount = (e: EndpointDef) => e.path.split('/').filter((part) => part.startsWith(':')).length;

/** The declared endpoint (the contract's ENDPOINTS) that `METHOD /path` calls, if any. */
function declaredFor(key: string): EndpointDef | undefined {
  const [method, path] = key.split(' ');
  return Object.values(ENDPOINTS)
    .filter((e: EndpointDef) => e.method === method && new RegExp(`^${e.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path ?? ''))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}

/** Fixtures that do not have the shape their declared endpoint answers with; the test fails with them. */
let mismatches: string[] = [];

/**
 * A success answered for a declared endpoint must be what the API could send (issue 35): checked against
 * the declaration's answer schema, so a fixture cannot drift from the contract.
 */
function checkFixture(key: string, status: number, body: unknown): void {
  const endpoint = declaredFor(key);
  if (!endpoint || status >= 300) return;
  const schema = Object.values(endpoint.answer)[0];
  if (schema && !Value.Check(schema, body)) {
    const errors = [...Value.Errors(schema, body)].slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
    mismatches.push(`${key}: the fixture is not the contract's answer (${errors.join('; ')})`);
  }
}

async function answer(request: Request): Promise<Response> {
  const call = await record(request);
  calls.push(call);
  const key = `${call.method} ${new URL(call.href).pathname}`;
  if (!(key in routes)) return HttpResponse.json({ message: `No mock for ${key}` }, { status: 404 });
  const route = routes[key];
  const result = typeof route === 'function' ? await (route as Answer)(call) : route;
  const { status, body, headers } = result instanceof Reply ? result : new Reply(200, result);
  checkFixture(key, status, body);
  // A list says how long it is, as the API's paged lists do, unless the answer says otherwise.
  const total: Record<string, string> = Array.isArray(body) ? { 'X-Total-Count': String(body.length) } : {};
  return HttpResponse.json(body as never, { status, headers: { ...total, ...headers } });
}

// Every request of a test file (ky's fetch and antd Upload's XMLHttpRequest) goes through this one handler.
const server = setupServer(http.all('*', ({ request }) => answer(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
/** The fixtures found not to be their endpoint's answer so far, which no longer fail the test (for the kit's own test). */
export function takeFixtureProblems(): string[] {
  const wrong = mismatches;
  mismatches = [];
  return wrong;
}

afterEach(() => {
  routes = {};
  calls = [];
  const wrong = takeFixtureProblems();
  if (wrong.length > 0) throw new Error(wrong.join('\n'));
});
afterAll(() => server.close());

/**
 * Answers the API at the network level, under the real client (ky) and antd's uploads: `routes` maps
 * "METHOD /path" (the query is not part of the key) to an answer; anything else gets a 404
 * `{message: 'No mock for …'}`. Returns the list every request is recorded in, in order.
 */
export function mockApi(table: Record<string, Route> = {}): ApiCall[] {
  setRuntimeConfig({ ...getRuntimeConfig(), apiBase: API_BASE });
  routes = table;
  calls = [];
  return calls;
}

/** An answer that waits for `release()`: to see the state while a request is in flight (an upload, say). */
export function held(result: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    answer: async () => {
      await gate;
      return result;
    },
    release: () => release(),
  };
}

/** A list the mocked API keeps: GET answers it, PUT /{id} merges the body into the item and answers it. */
export function listStore<T extends { _id: string }>(items: T[]) {
  const state = [...items];
  return {
    list: () => [...state],
    put: (call: ApiCall) => {
      const id = decodeURIComponent(call.url.split('/').pop()!);
      const i = state.findIndex((x) => x._id === id);
      if (i < 0) return reply(404, { message: 'Not found' });
      state[i] = Object.assign({}, state[i], call.body);
      return state[i];
    },
  };
}

/** The PUT calls among those made, but an open edit form's presence heartbeats (issue 32). */
export const putsOf = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT' && !c.url.startsWith('/api/editing/'));

/** A published notice as the API answers it (SPEC §7), number `i`, with any field replaced. */
type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const jsonOf = (v: unknown): Json => (isJson(v) ? v : {});

/** A value of a schema: each required field with its first choice or an empty value. */
function sample(schema: Json): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return sample(jsonOf(schema.anyOf[0]));
  if (schema.type === 'object') {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    return Object.fromEntries(Object.entries(jsonOf(schema.properties)).filter(([k]) => required.has(k)).map(([k, v]) => [k, sample(jsonOf(v))]));
  }
  const empty: Json = { string: '', integer: 0, number: 0, boolean: false, array: [] };
  return empty[String(schema.type)] ?? null;
}

/**
 * A fixture that is the declared endpoint's answer (or, for a list, one of its items): every field the
 * contract requires, with `fields` over them, e.g. `testAnswer(E.createNews, { _id: 'n1' })`.
 */
export function testAnswer(endpoint: EndpointDef, fields: Json = {}): Json {
  const schema = jsonOf(Object.values(endpoint.answer)[0]);
  return { ...jsonOf(sample(schema.type === 'array' ? jsonOf(schema.items) : schema)), ...fields };
}

export const testNotice = (i: number, extra: Record<string, unknown> = {}) => ({
  _id: `t${i}`,
  title: `Notice ${i}`,
  description: 'Text',
  date: '2026-03-05',
  file: '/uploads/a.pdf',
  originalFile: 'a.pdf',
  createdAt: '2026-03-05T10:00:00Z',
  status: 'published',
  publishAt: null,
  ...extra,
});

/**
 * A media library item (issue 32): a described 800×600 PNG unless `over` says otherwise. A document
 * leaves out the sizes it does not have: `testMediaItem({ type: 'document', width: undefined, … })`.
 */
export function testMediaItem(over: Partial<MediaItem> = {}): MediaItem {
  const item: MediaItem = {
    _id: 'm1',
    url: '/uploads/0123456789abcdef0123456789abcdef.png',
    type: 'image',
    mime: 'image/png',
    size: 20480,
    width: 800,
    height: 600,
    originalName: 'gate.png',
    alt: 'Students at the gate',
    ne: { alt: '' },
    caption: '',
    focalPoint: { x: 0.5, y: 0.5 },
    createdAt: '2026-11-01T10:00:00.000Z',
    usage: 0,
    ...over,
  };
  // as the API answers: no key for a size the file does not have
  if (item.width === undefined) delete item.width;
  if (item.height === undefined) delete item.height;
  return item;
}
