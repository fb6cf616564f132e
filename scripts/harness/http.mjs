// HTTP calls of the scripts against the API: one timed call that never throws (load, faults), one that
// throws on anything but 2xx (the bench's set-up), multipart bodies and the admin's login.

/** A non-2xx answer (or no answer) of `api()`; `status` is 0 when nothing answered. */
export class HttpError extends Error {
  constructor(method, path, status, detail) {
    super(`${method} ${path.split('?')[0]} → ${status || 'no answer'}${detail ? `: ${String(detail).slice(0, 160)}` : ''}`);
    this.status = status;
  }
}

/**
 * One timed HTTP call. Never throws: `{status, ms, body, headers}`, or `{status: 0, ms, error}` for a
 * network error or a timeout. `json` sends a JSON body, `form` a FormData; a JSON answer is parsed.
 */
export async function call(base, method, path, { json, form, token, headers = {}, timeoutMs = 30_000, accept } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (accept) h.accept = accept;
  let body;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { method, headers: h, body, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    const ms = performance.now() - t0;
    let parsed = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        /* keep the text */
      }
    }
    return { status: res.status, ms, body: parsed, headers: res.headers };
  } catch (e) {
    return { status: 0, ms: performance.now() - t0, error: e.name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : e.cause?.code ?? e.message };
  }
}

/** `call()` for set-up steps: throws an HttpError unless the answer is 2xx. */
export async function api(base, method, path, opts = {}) {
  const r = await call(base, method, path, { timeoutMs: 60_000, ...opts });
  if (r.status < 200 || r.status >= 300) throw new HttpError(method, path, r.status, r.error ?? r.body?.message ?? r.body);
  return r;
}

/** A multipart body with one file per [bytes, type, name] under `field` (the API's upload fields). */
export function fileForm(field, ...files) {
  const form = new FormData();
  for (const [bytes, type, name] of files) form.append(field, new Blob([bytes], { type }), name);
  return form;
}

/** An upload's answer is its stored path; some answers carry it in a field. */
export function refOf(v) {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') return v.path ?? v.url ?? v.ref ?? v.file ?? v.image ?? null;
  return null;
}

/** Signs in the admin a server was started with (see api-server.mjs); returns the user with its token. */
export async function login({ base, admin }) {
  const { body } = await api(base, 'POST', '/api/users/login', { json: { email: admin.email, password: admin.password } });
  if (!body?.token) throw new Error('login returned no token');
  return body;
}

/** Runs `fn(i)` for i in [0, n) with at most `concurrency` in flight; collects errors instead of throwing. */
export async function pool(n, concurrency, fn) {
  let next = 0;
  const errors = [];
  const results = new Array(n);
  async function worker() {
    while (next < n) {
      const i = next++;
      try {
        results[i] = await fn(i);
      } catch (e) {
        errors.push(e);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return { results, errors };
}
