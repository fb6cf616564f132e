import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { useSessionStore, type UserInfo } from '@school/shared/session';
import { KitProvider, SiteContext, siteMenusQuery, siteSettingsQuery, type SiteFacts, type SiteKey, type SiteSource } from '@school/shared/kit';
import type { Menus } from '@school/shared/contract';

// antd forms in jsdom on a busy 2-core machine (and the first run transforms antd for the cache).
// A budget, not a measurement: the longest flows (upload, then create, then reload) took 60 s+ at a load of 20.
jest.setTimeout(120_000);

/** The signed-in admin of console tests; the API mock sees `Bearer test-token`. */
export const ADMIN_USER: UserInfo = { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', token: 'test-token' };

/**
 * The sites' settings as the demo seed stores them (api/src/seed/site.ts): what the layouts, contact
 * pages and titles show in unit tests (issue 31). Tests of other values pass `settings`.
 */
export const TEST_SITE_FACTS: Record<SiteKey, SiteFacts> = {
  school: {
    name: 'Hope Academy Higher Secondary School',
    shortName: 'Hope Academy',
    motto: 'Learning with care, leading with purpose',
    tagline: 'Learning with care, leading with purpose',
    address: 'Bhimsen Marg, Lalitpur-3, Nepal',
    phones: ['+977-1-5521234', '+977-9851012345'],
    email: 'info@hopeacademy.edu.np',
    social: {},
    ne: { name: 'होप एकेडेमी हायर सेकेन्डरी स्कुल', shortName: 'होप एकेडेमी', motto: 'स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व', tagline: 'स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व', address: 'भीमसेन मार्ग, ललितपुर-३, नेपाल' },
  },
  women: {
    name: 'Hope Women’s Centre',
    shortName: 'Hope Women’s Centre',
    motto: '',
    tagline: 'Education, health and livelihoods for women',
    address: 'Bhimsen Marg, Lalitpur-3, Nepal',
    phones: ['+977-1-5521299'],
    email: 'womencentre@hopeacademy.edu.np',
    social: { facebook: 'https://www.facebook.com/', youtube: 'https://www.youtube.com/' },
    ne: { name: 'होप महिला केन्द्र', shortName: 'होप महिला केन्द्र', tagline: 'महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन', address: 'भीमसेन मार्ग, ललितपुर-३, नेपाल' },
  },
};

type Link = { label: string; ne: { label: string }; path?: string; url?: string };
const to = (label: string, ne: string, path: string): Link => ({ label, ne: { label: ne }, path });
const out = (label: string, ne: string, url: string): Link => ({ label, ne: { label: ne }, url });

/**
 * The sites' menus as the demo seed stores them (api/src/seed/site.ts, the school's first external link
 * being the women's centre's host): what the headers and footers show in unit tests. Tests of other
 * menus pass `menus`.
 */
const TEST_MENUS: Record<SiteKey, Menus> = {
  school: {
    header: [
      to('Home', 'गृहपृष्ठ', '/'),
      { label: 'About', ne: { label: 'परिचय' }, children: [to('About Us', 'हाम्रो बारेमा', '/about'), to('Our School', 'हाम्रो विद्यालय', '/school'), to('Hope College', 'होप कलेज', '/college'), to("Women's Centre", 'महिला केन्द्र', '/women-centre'), to('Scholarship', 'छात्रवृत्ति', '/scholarship'), to('Alumni', 'पूर्वविद्यार्थी', '/alumni')] },
      { label: 'HA Family', ne: { label: 'होप परिवार' }, children: [to('Board of Directors', 'सञ्चालक समिति', '/hafamily/bod'), to('Honorary Advisors', 'मानार्थ सल्लाहकारहरू', '/hafamily/honorary'), to('Our Staffs', 'हाम्रा कर्मचारीहरू', '/hafamily/staffs')] },
      { label: 'Updates', ne: { label: 'सूचना तथा समाचार' }, children: [to('News', 'समाचार', '/news'), to('Events', 'कार्यक्रमहरू', '/events'), to('Notices', 'सूचनाहरू', '/notice'), to('Downloads', 'डाउनलोड', '/downloads')] },
      { label: 'Gallery', ne: { label: 'ग्यालेरी' }, children: [to('Photo Albums', 'फोटो एल्बमहरू', '/gallery/albums'), to('Videos', 'भिडियोहरू', '/gallery/videos')] },
      to('Careers', 'करियर', '/careers'),
      to('Contact', 'सम्पर्क', '/contact'),
    ],
    footer: {
      useful: [
        to('Apply Now', 'भर्ना आवेदन', '/registration'),
        to('Careers', 'करियर', '/careers'),
        to('Scholarship', 'छात्रवृत्ति', '/scholarship'),
        to('Notices', 'सूचनाहरू', '/notice'),
        to('Downloads', 'डाउनलोड', '/downloads'),
        to('Alumni', 'पूर्वविद्यार्थी', '/alumni'),
        to('Contact Us', 'सम्पर्क गर्नुहोस्', '/contact'),
        to('Staff Login', 'कर्मचारी लगइन', '/admin/login'),
      ],
      external: [
        { label: 'Hope Women’s Centre', url: 'http://women.localhost/' },
        out('National Examinations Board', 'राष्ट्रिय परीक्षा बोर्ड', 'https://www.neb.gov.np/'),
        out('Ministry of Education, Science and Technology', 'शिक्षा, विज्ञान तथा प्रविधि मन्त्रालय', 'https://moest.gov.np/'),
        out('Curriculum Development Centre', 'पाठ्यक्रम विकास केन्द्र', 'https://moecdc.gov.np/'),
        out('Lalitpur Metropolitan City', 'ललितपुर महानगरपालिका', 'https://lalitpurmun.gov.np/'),
        out('University Grants Commission Nepal', 'विश्वविद्यालय अनुदान आयोग, नेपाल', 'https://www.ugcnepal.edu.np/'),
      ],
    },
  },
  women: {
    header: [to('Home', 'गृहपृष्ठ', '/'), to('About', 'परिचय', '/about'), to('Clinic', 'क्लिनिक', '/clinic'), to('Gallery', 'ग्यालेरी', '/gallery'), to('Contact', 'सम्पर्क', '/contact')],
    footer: {
      useful: [
        to('About the Centre', 'केन्द्रको बारेमा', '/about'),
        to('Women’s Health Clinic', 'महिला स्वास्थ्य क्लिनिक', '/clinic'),
        to('Photo Albums', 'फोटो एल्बमहरू', '/gallery'),
        to('Contact Us', 'सम्पर्क गर्नुहोस्', '/contact'),
        to('Staff Login', 'कर्मचारी लगइन', '/admin/login'),
      ],
      external: [
        out('National Examinations Board', 'राष्ट्रिय परीक्षा बोर्ड', 'https://www.neb.gov.np/'),
        out('Ministry of Health and Population', 'स्वास्थ्य तथा जनसङ्ख्या मन्त्रालय', 'https://mohp.gov.np/'),
        out('WHO: Cervical cancer facts', 'विश्व स्वास्थ्य संगठन: पाठेघरको मुखको क्यान्सरबारे तथ्य', 'https://www.who.int/news-room/fact-sheets/detail/cervical-cancer'),
        out('University Grants Commission', 'विश्वविद्यालय अनुदान आयोग', 'https://www.ugcnepal.edu.np/'),
      ],
    },
  },
};

const settingsPath = (site: SiteKey) => `/api/settings?site=${site}`;
const menusPath = (site: SiteKey) => `/api/menus?site=${site}`;
/** Each site as a public remote names it to `RemoteApp`. */
const TEST_SITES: Record<SiteKey, SiteSource> = { school: { site: 'school', settingsPath, menusPath }, women: { site: 'women', settingsPath, menusPath } };

/**
 * A client holding both sites' settings and menus, as a server-rendered page brings them (no call for
 * them goes out).
 */
export function withSiteSettings(client: QueryClient, settings: Partial<Record<SiteKey, SiteFacts>> = {}, menus: Partial<Record<SiteKey, Menus>> = {}): QueryClient {
  const hold = (queryKey: readonly unknown[], data: unknown) => {
    client.setQueryDefaults(queryKey, { staleTime: Infinity });
    client.setQueryData(queryKey, data);
  };
  for (const site of ['school', 'women'] as const) {
    hold(siteSettingsQuery(TEST_SITES[site]).queryKey, settings[site] ?? TEST_SITE_FACTS[site]);
    hold(siteMenusQuery(TEST_SITES[site]).queryKey, menus[site] ?? TEST_MENUS[site]);
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
}

/**
 * Renders a screen as a remote mounts it: the kit (antd theme, toasts), a query client that
 * does not retry, and a data router (as the consoles', so leave guards can block a navigation), or
 * with `plainRouter` the public sites' plain one.
 * A navigation to a URL no page takes shows `data-testid="elsewhere"`. The router is returned
 * with the render result, to read the location.
 */
export function renderRemote(ui: ReactElement, { route = '/', path = '*', pages = {}, signedIn = false, user = {}, plainRouter = false, settings, menus, site = 'school' }: RenderRemoteOptions = {}) {
  useSessionStore.setState({ userInfo: signedIn ? { ...ADMIN_USER, ...user } : null, adminMode: signedIn, sessionExpired: false });
  // the network modes of the apps' client (kit's createQueryClient): offline, reads and sends still go out
  const client = withSiteSettings(new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' }, mutations: { retry: false, networkMode: 'always' } },
  }), settings, menus);
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
