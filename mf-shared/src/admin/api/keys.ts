import { pathWith, type EndpointDef, type IdParams } from '@school/shared/contract';

/**
 * Query keys follow the API path: '/api/news/42' → ['api', 'news', '42']; a declared endpoint's pattern
 * keys its collection ('/api/news/:id' → ['api', 'news']).
 * Invalidating a resource's key (['api', 'news']) reloads its lists and items alike.
 */
export function resourceKey(path: string): string[] {
  return path.split('?')[0].split('/').filter((part) => part !== '' && !part.startsWith(':'));
}

/** A declared read of a list (the contract's endpoints, issue 35). */
export type ListEndpoint = EndpointDef & { method: 'GET' };
/** A declared call of one item by its id: `/api/news/all/:id`, `/api/news/:id`. */
export type ItemEndpoint = EndpointDef & { params: typeof IdParams };

/** One item's key: the item endpoint's path with the id filled in, `/api/news/all/:id` → ['api', 'news', 'all', '42']. */
export const itemKey = (endpoint: ItemEndpoint, id: string) => resourceKey(pathWith(endpoint.path, { id }));
/** A declared delete of one item: `/api/news/:id`. */
export type DeleteEndpoint = ItemEndpoint & { method: 'DELETE' };

/**
 * A console resource's declared calls (the contract's CONTENT_RESOURCES, issue 35): its list, and its
 * create, update and delete; `get` reads one item where the resource has it (albums).
 */
export interface ResourceCalls<L extends ListEndpoint = ListEndpoint> {
  list: L;
  get?: ItemEndpoint;
  create: EndpointDef;
  update: ItemEndpoint;
  delete: DeleteEndpoint;
}

/** What a create form needs of a resource: its create and update. */
export type FormCalls = Pick<ResourceCalls, 'create' | 'update'>;
