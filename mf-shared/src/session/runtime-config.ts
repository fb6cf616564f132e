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

let current: RuntimeConfig = { ...DEFAULTS };

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULTS, ...config, remotes: { ...config.remotes } };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
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
