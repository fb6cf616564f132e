// Which remotes the service worker may keep for offline reading: only the public sites, never the consoles.
export const PUBLIC_REMOTES = ['mf-public-school', 'mf-public-women'] as const;
