import type { RuntimeConfig } from '@school/shared/contract';

/** Runtime configuration, read from /remotes.json by the shell (or a standalone remote) once at start. */
export type { RuntimeConfig };

const DEFAULTS: RuntimeConfig = {
  remotes: {},
  womenHost: 'women.localhost',
  apiBase: '',
  recaptchaSiteKey: '',
  timeZone: 'Asia/Kathmandu',
};

/** A config with the defaults filled in (a copy: the caller's object is never kept). */
function complete(config: Partial<RuntimeConfig>): RuntimeConfig {
  return { ...DEFAULTS, ...config, remotes: { ...config.remotes } };
}

let current: RuntimeConfig = { ...DEFAULTS };

/**
 * What one server render runs with (issue 35): its request's runtime config and the transport that answers
 * its API calls in the API's own process. Renders overlap, so these are never module state: the server
 * bundle keeps each render's scope in an AsyncLocalStorage (mf-shared/src/ssr/render.tsx) and tells the
 * session, once, how to read the current one. In a browser there is none.
 */
export interface RenderScope {
  config: RuntimeConfig;
  transport: { origin: string; fetch: typeof fetch };
}

let readScope: () => RenderScope | undefined = () => undefined;

/** Installed once by a server bundle: how the scope of the render running now is read. */
export function setRenderScopeReader(reader: () => RenderScope | undefined): void {
  readScope = reader;
}

/** The scope of the server render this code runs in; undefined in a browser. */
export function renderScope(): RenderScope | undefined {
  return readScope();
}

/** A render's scope from its request's config (the defaults filled in as the browser's are). */
export function renderScopeOf(config: Partial<RuntimeConfig>, transport: RenderScope['transport']): RenderScope {
  return { config: complete(config), transport };
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = complete(config);
  return current;
}

/** The page's runtime config: the render's own on the server, the one read at start in a browser. */
export function getRuntimeConfig(): RuntimeConfig {
  return readScope()?.config ?? current;
}

export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url} (${res.status})`);
  return setRuntimeConfig((await res.json()) as Partial<RuntimeConfig>);
}

/** The host that shows the women's centre's site: none while the school's settings turn that site off. */
export function womenSiteHost(config: Pick<RuntimeConfig, 'womenHost' | 'womenSite'>): string {
  return config.womenSite === false ? '' : config.womenHost;
}

/** Which site a host name serves: the women's centre sub-domain or the main school. */
export function variantForHost(hostname: string, womenHost: string): 'women' | 'school' {
  return hostname.toLowerCase() === womenHost.toLowerCase() ? 'women' : 'school';
}
