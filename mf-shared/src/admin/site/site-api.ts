import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { CreatePageBody, Menus, Page, Site, SiteSettings, UpdatePageBody, UpdateSiteSettingsBody } from '@school/shared/contract';

/*
 * The site editor's calls (issue 31): a site's settings and menus (the admin's), its pages (editors' too).
 * Keys start with the API path, as the CRUD hooks' do; a save reloads what it changed, and the console's
 * own title (the kit's `site-settings` query) after a settings change.
 */

const q = (site: Site) => `?site=${encodeURIComponent(site)}`;
const keys = {
  settings: (site: Site) => ['api', 'settings', site],
  menus: (site: Site) => ['api', 'menus', site],
  pages: (site: Site) => ['api', 'pages', 'all', site],
  page: (id: string) => ['api', 'pages', 'one', id],
};

export function useSettings(site: Site) {
  return useQuery({ queryKey: keys.settings(site), queryFn: () => api.get<SiteSettings>(`/api/settings${q(site)}`) });
}

export function useSaveSettings(site: Site) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteSettingsBody) => api.put<SiteSettings, UpdateSiteSettingsBody>(`/api/settings${q(site)}`, body),
    onSuccess: (saved) => {
      client.setQueryData(keys.settings(site), saved);
      return client.invalidateQueries({ queryKey: ['site-settings', site] });
    },
  });
}

export function useMenus(site: Site) {
  return useQuery({ queryKey: keys.menus(site), queryFn: () => api.get<Menus>(`/api/menus${q(site)}`) });
}

export function useSaveMenus(site: Site) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Menus) => api.put<Menus, Menus>(`/api/menus${q(site)}`, body),
    onSuccess: (saved) => client.setQueryData(keys.menus(site), saved),
  });
}

/** Every page of the site, drafts and scheduled ones too (the console's list). */
export function usePages(site: Site) {
  return useQuery({ queryKey: keys.pages(site), queryFn: () => api.get<Page[]>(`/api/pages/all${q(site)}`) });
}

export function usePage(id: string | undefined) {
  return useQuery({
    queryKey: keys.page(id ?? ''),
    queryFn: () => api.get<Page>(`/api/pages/all/${encodeURIComponent(id ?? '')}`),
    enabled: id !== undefined,
  });
}

/** POST a new page, or PUT an existing one's fields. */
export function useSavePage(site: Site, id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePageBody) =>
      id === undefined
        ? api.post<Page, CreatePageBody>('/api/pages', { ...body, site, title: body.title ?? '', path: body.path ?? '', blocks: body.blocks ?? [] })
        : api.put<Page, UpdatePageBody>(`/api/pages/${encodeURIComponent(id)}`, body),
    onSuccess: (saved) => {
      client.setQueryData(keys.page(saved._id), saved);
      return client.invalidateQueries({ queryKey: keys.pages(site) });
    },
  });
}

export function useDeletePage(site: Site) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/pages/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.pages(site) }),
  });
}
