import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { useSessionStore, type UserInfo } from '@school/shared/session';
import { KitProvider, SiteContext, siteAlertsQuery, siteMenusQuery, siteSettingsQuery, type SiteFacts, type SiteKey, type SiteSource } from '@school/shared/kit';
import type { Alert, Menus, SiteSettings } from '@school/shared/contract';
// the demo's data, which imports nothing but types (the one API file the test kit reads)
import { demoMenus, SEED_SETTINGS } from '../../../api/src/seed/demo-site';

// antd forms in jsdom on a busy 2-core machine (and the first run transforms antd for the cache).
// A budget, not a measurement: the longest flows (upload, then create, then reload) took 60 s+ at a load of 20.
jest.setTimeout(120_000);

/** The signed-in admin of console tests; the API mock sees `Bearer test-token`. */
export const ADMIN_USER: UserInfo = { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', token: 'test-token' };

/** A site's demo settings as the facts a page shows (no colours, logo or SEO texts: tests of those pass `settings`). */
const factsOf = ({ name, shortName, motto, tagline, address, phones, email, social, map, ne }: SiteSettings): SiteFacts => ({
  name, shortName, motto, tagline, address, phones, email, social, ...(map ? { map } : {}),
  ne: { name: ne.name, shortName: ne.shortName, motto: ne.motto, tagline: ne.tagline, address: ne.address },
});

/**
 * The sites' settings as the demo seed stores them (api/src/seed/demo-site.ts): what the layouts, contact
 * pages and titles show in unit tests (issue 31). Tests of other values pass `settings`.
 */
export const TEST_SITE_FACTS: Record<SiteKey, SiteFacts> = { school: factsOf(SEED_SETTINGS.school), women: factsOf(SEED_SETTINGS.women) };

/**
 * The sites' menus as the demo seed stores them (the school's first external link being the women's
 * centre's host): what the headers and footers show in unit tests. Tests of other menus pass `menus`.
 */
const TEST_MENUS: Record<SiteKey, Menus> = demoMenus('http://women.localhost/');

const settingsPath = (site: SiteKey) => `/api/settings?site=${site}`;
const menusPath = (site: SiteKey) => `/api/menus?site=${site}`;
const alertsPath = (site: SiteKey) => `/api/alerts?site=${site}`;
/** Each site as a public remote names it to `RemoteApp`. */
const TEST_SITES: Record<SiteKey, SiteSource> = { school: { site: 'school', settingsPath, menusPath, alertsPath }, women: { site: 'women', settingsPath, menusPath, alertsPath } };

/**
 * A client holding both sites' settings, menus and active alerts (none unless given), as a server-rendered
 * page brings them (no call for them goes out).
 */
export function withSiteSettings(client: QueryClient, settings: Partial<Record<SiteKey, SiteFacts>> = {}, menus: Partial<Record<SiteKey, Menus>> = {}, alerts: Partial<Record<SiteKey, Alert[]>> = {}): QueryClient {
  const hold = (queryKey: readonly unknown[], data: unknown) => {
    client.setQueryDefaults(queryKey, { staleTime: Infinity });
    client.setQueryData(queryKey, data);
  };
  for (const site of ['school', 'women'] as const) {
    hold(siteSettingsQuery(TEST_SITES[site]).queryKey, settings[site] ?? TEST_SITE_FACTS[site]);
    hold(siteMenusQuery(TEST_SITES[site]).queryKey, menus[site] ?? TEST_MENUS[site]);
    hold(siteAlertsQuery(TEST_SITES[site]).queryKey, alerts[site] ?? []);
  }
  return client;
}

export interface RenderRemoteOptions {
  /** The URL the page is opened at. */
  route?: string;
  /** The route pattern the page is mounted on (`/admin/careers/:id`); `*` takes every URL. */
  path?: string;
  /** More pages, by path, to navigate to (a link's target). */
  pages?: Record<string, ReactNode>;
  /** Signed in as ADMIN_USER (admin mode on), or a visitor. */
  signedIn?: boolean;
  /** With signedIn: fields that differ from ADMIN_USER's, e.g. `{ role: 'editor' }`. */
  user?: Partial<UserInfo>;
  /** The public sites' plain router (no useBlocker) instead of the consoles' data router; no router is returned. */
  plainRouter?: boolean;
  /** The sites' settings the page reads, in place of TEST_SITE_FACTS. */
  settings?: Partial<Record<SiteKey, SiteFacts>>;
  /** The sites' menus the layouts read, in place of TEST_MENUS. */
  menus?: Partial<Record<SiteKey, Menus>>;
  /** The remote's site (`RemoteApp`'s `site`): whose settings `useSiteFacts` reads. */
  site?: SiteKey;
  /** The sites' active alerts the banner shows (none by default). */
  alerts?: Partial<Record<SiteKey, Alert[]>>;
}

/**
 * Renders a screen as a remote mounts it: the kit (antd theme, toasts), a query client that
 * does not retry, and a data router (as the consoles', so leave guards can block a navigation), or
 * with `plainRouter` the public sites' plain one.
 * A navigation to a URL no page takes shows `data-testid="elsewhere"`. The router is returned
 * with the render result, to read the location.
 */
export function renderRemote(ui: ReactElement, { route = '/', path = '*', pages = {}, signedIn = false, user = {}, plainRouter = false, settings, menus, site = 'school', alerts }: RenderRemoteOptions = {}) {
  useSessionStore.setState({ userInfo: signedIn ? { ...ADMIN_USER, ...user } : null, adminMode: signedIn, sessionExpired: false });
  // the network modes of the apps' client (kit's createQueryClient): offline, reads and sends still go out
  const client = withSiteSettings(new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' }, mutations: { retry: false, networkMode: 'always' } },
  }), settings, menus, alerts);
  const routes = [
    { path, element: ui },
    ...Object.entries(pages).map(([to, element]) => ({ path: to, element })),
    ...(path === '*' ? [] : [{ path: '*', element: <div data-testid="elsewhere" /> }]),
  ];
  const router = plainRouter ? null : createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <SiteContext.Provider value={TEST_SITES[site]}>
      <KitProvider dark={false}>
        <QueryClientProvider client={client}>
          {router ? (
            <RouterProvider router={router} />
          ) : (
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                {routes.map((r) => (
                  <Route key={r.path} path={r.path} element={r.element} />
                ))}
              </Routes>
            </MemoryRouter>
          )}
        </QueryClientProvider>
      </KitProvider>
    </SiteContext.Provider>,
  );
  return { ...result, router: router as ReturnType<typeof createMemoryRouter>, client };
}

/** Sets a text field's value in one change event (much faster than typing key by key in jsdom). */
export function fill(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
}

/**
 * Writes a text into the rich-text editor named `name` (issue 32) once its lazy chunk has loaded, in place
 * of what it held: ProseMirror reads the changed DOM as typing, as it does a browser's input.
 */
export async function fillRich(name: string, text: string) {
  const box = await screen.findByRole('textbox', { name });
  const p = document.createElement('p');
  p.textContent = text;
  box.replaceChildren(p);
  await waitFor(() => expect(box.textContent).toBe(text));
}

/** Types a date into an antd DatePicker labelled `label` and commits it with Enter, as a keyboard user does. */
export function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

/** A small PNG-typed file for upload fields (the mocked API does not read its bytes). */
export const imageFile = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });
