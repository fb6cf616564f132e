/**
 * Query keys follow the API path: '/api/news/42' → ['api', 'news', '42'].
 * Invalidating a resource's key (['api', 'news']) reloads its lists and items alike.
 */
export function resourceKey(path: string): string[] {
  return path.split('?')[0].split('/').filter(Boolean);
}
