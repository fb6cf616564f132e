import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWith } from '@school/shared/session';
import { ifUnmodifiedSince } from '../editing/stale-save';
import { SITE_ENDPOINTS as E, type Menus, type Site, type UpdatePageBody, type UpdateSiteSettingsBody } from '@school/shared/contract';

/*
 * The site editor's calls (issue 31): a site's settings and menus (the admin's), its pages (editors' too),
 * through the contract's declared endpoints (issue 35).
 * Keys start with the API path, as the CRUD hooks' do; a save reloads what it changed, and the console's
 * own title (the kit's `site-settings` query) after a settings change.
 */

const keys = {
  settings: (site: Site) => ['api', 'settings', site],
  menus: (site: Site) => ['api', 'menus', site],
  pages: (site: Site) => ['api', 'pages', 'all', site],
  page: (id: string) => ['api', 'pages', 'one', id],
};

export function useSettings(site: Site) {
  return useQuery({ queryKey: keys.settings(site), queryFn: () => call(E.getSettings, { query: { site } }) });
}

export function useSaveSettings(site: Site) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteSettingsBody) => call(E.putSettings, { query: { site }, body }),
    onSuccess: (saved) => {
      client.setQueryData(keys.settings(site), saved);
      return client.invalidateQueries({ queryKey: ['site-settings', site] });
    },
  });
}

export function useMenus(site: Site) {
  return useQuery({ queryKey: keys.menus(site), queryFn: () => call(E.getMenus, { query: { site } }) });
}

export function useSaveMenus(site: Site) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Menus) => call(E.putMenus, { query: { site }, body }),
    onSuccess: (saved) => client.setQueryData(keys.menus(site), saved),
  });
}

/** Every page of the site, drafts and scheduled ones too (the console's list). */
export function usePages(site: Site) {
  return useQuery({ queryKey: keys.pages(site), queryFn: () => call(E.listAllPages, { query: { site } }) });
}

export function usePage(id: string | undefined) {
  return useQuery({
    queryKey: keys.page(id ?? ''),
    queryFn: () => call(E.getAnyPage, { params: { id: id ?? '' } }),
    enabled: id !== undefined,
  });
}

/** POST a new page, or PUT an existing one's fields. */
/** A page's save; an edit sends back the `updatedAt` it loaded (`If-Unmodified-Since`), so a stale save is a 409 (issue 32). */
export function useSavePage(site: Site, id: string | undefined, loaded?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePageBody) =>
      id === undefined
        ? call(E.createPage, { body: { ...body, site, title: body.title ?? '', path: body.path ?? '', blocks: body.blocks ?? [] } })
        : callWith<typeof E.updatePage>(E.updatePage, { params: { id }, body }, ifUnmodifiedSince(loaded)),
    onSuccess: (saved) => {
      client.setQueryData(keys.page(saved._id), saved);
      return client.invalidateQueries({ queryKey: keys.pages(site) });
    },
  });
}

export function useDeletePage(site: Site) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(E.deletePage, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.pages(site) }),
  });
}
