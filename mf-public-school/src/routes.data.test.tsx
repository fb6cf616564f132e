import { screen, within } from '@testing-library/react';
import { LangContext, matchRouteEntry } from '@school/shared/kit';
import { renderRemote } from '@school/shared/build/test';
import type { Menus } from '@school/shared/contract';
import { setRuntimeConfig } from '@school/shared/session';
import { DesktopNav } from './layout/desktop-nav';
import { SiteFooter } from './layout/site-footer';
import { ROUTES } from './routes';
import { LOGIN_ROUTE_DATA, SITE_ROUTE_DATA } from './routes.data';
import { CONTENT_PATHS, SCHOOL_PAGES } from '@school/shared/contract';

// The header's navigation and the footer's links are the site's menus (issue 31): the seeded ones
// (TEST_MENUS, as api/src/seed/site.ts stores them) must show today's navigation exactly.
function renderMenus({ lang = 'en', menus }: { lang?: 'en' | 'ne'; menus?: Menus } = {}) {
  setRuntimeConfig({ apiBase: 'http://api.test', womenHost: 'women.localhost' });
  renderRemote(
    <LangContext.Provider value={lang}>
      <DesktopNav />
      <SiteFooter />
    </LangContext.Provider>,
    { plainRouter: true, ...(menus ? { menus: { school: menus } } : {}) },
  );
  const nav = screen.getByRole('navigation', { name: lang === 'en' ? 'Main' : 'मुख्य' });
  return {
    nav,
    sections: within(nav).queryAllByRole('button').map((b) => b.textContent?.trim()),
    navLinks: within(nav).queryAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')]),
    useful: within(screen.getByRole('navigation', { name: lang === 'en' ? 'Useful Links' : 'उपयोगी लिङ्कहरू' })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
  };
}

describe("the public school's menus, from its seeded menus", () => {
  test('every link of the main navigation and of the footer opens a page of the table (not the catch-all)', () => {
    const { navLinks, useful } = renderMenus();
    const targets = [...navLinks, ...useful].map(([, href]) => href!);
    expect(targets).toHaveLength(26);
    for (const to of targets) {
      const hit = matchRouteEntry(ROUTES, to);
      expect({ to, route: hit?.route.path, screen: typeof hit?.route.load }).toEqual({ to, route: to, screen: 'function' });
    }
  });

  test("the main navigation keeps SPEC.md §2.1's sections, wording and order, each section a button and each link with its path", () => {
    const { sections, navLinks } = renderMenus();
    expect(sections).toEqual(['About', 'HA Family', 'Updates', 'Gallery']);
    expect(navLinks).toEqual([
      ['Home', '/'],
      ['About Us', '/about'], ['Our School', '/school'], ['Hope College', '/college'], ["Women's Centre", '/women-centre'], ['Scholarship', '/scholarship'], ['Alumni', '/alumni'],
      ['Board of Directors', '/hafamily/bod'], ['Honorary Advisors', '/hafamily/honorary'], ['Our Staffs', '/hafamily/staffs'],
      ['News', '/news'], ['Events', '/events'], ['Notices', '/notice'], ['Downloads', '/downloads'],
      ['Photo Albums', '/gallery/albums'], ['Videos', '/gallery/videos'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
    ]);
  });

  test("the footer's useful links keep their wording and order", () => {
    expect(renderMenus().useful).toEqual([
      ['Apply Now', '/registration'],
      ['Careers', '/careers'],
      ['Scholarship', '/scholarship'],
      ['Notices', '/notice'],
      ['Downloads', '/downloads'],
      ['Alumni', '/alumni'],
      ['Contact Us', '/contact'],
      ['Staff Login', '/admin/login'],
    ]);
  });

  test("a Nepali page shows the Nepali labels, English where one is missing; the women's centre's link opens its Nepali page", () => {
    const { sections, navLinks } = renderMenus({ lang: 'ne' });
    expect(sections).toEqual(['परिचय', 'होप परिवार', 'सूचना तथा समाचार', 'ग्यालेरी']);
    expect(navLinks[0]).toEqual(['गृहपृष्ठ', '/']);
    const external = within(screen.getByRole('navigation', { name: 'बाह्य लिङ्कहरू' }));
    expect(external.getByRole('link', { name: 'Hope Women’s Centre' })).toHaveAttribute('href', `http://women.localhost${window.location.port ? `:${window.location.port}` : ''}/ne`);
    expect(external.getByRole('link', { name: /राष्ट्रिय परीक्षा बोर्ड/ })).toHaveAttribute('href', 'https://www.neb.gov.np/');
  });

  test('an edited menu shows as it is stored: a new dropdown, a link to another site, a renamed footer link', () => {
    const menus: Menus = {
      header: [
        { label: 'Home', path: '/' },
        { label: 'Clinic', ne: { label: 'क्लिनिक' }, children: [{ label: 'Visit us', path: '/contact' }, { label: 'Health ministry', url: 'https://mohp.gov.np/' }] },
      ],
      footer: { useful: [{ label: 'Jobs', path: '/careers' }], external: [] },
    };
    const { sections, navLinks, useful } = renderMenus({ menus });
    expect(sections).toEqual(['Clinic']);
    expect(navLinks).toEqual([['Home', '/'], ['Visit us', '/contact'], ['Health ministry', 'https://mohp.gov.np/']]);
    expect(screen.getByRole('link', { name: 'Health ministry', hidden: true })).toHaveAttribute('target', '_blank');
    expect(useful).toEqual([['Jobs', '/careers']]);
    expect(screen.queryByText('About Us')).toBeNull();
  });
});

describe("the route table and the server's page table agree", () => {
  // The server answers each path of SCHOOL_PAGES (@school/shared/contract) with its head, each of CONTENT_PATHS with
  // its page's (404 when it has none), and any other path with a published page there or 404; a page added to
  // one table only would be a 404 in the browser's address bar or a page without a head.
  test('every path of the route table is a page of the contract, and the other way round', () => {
    const routed = [...SITE_ROUTE_DATA, LOGIN_ROUTE_DATA].map((r) => r.path).filter((p) => p !== '*');
    expect([...routed].sort()).toEqual([...Object.keys(SCHOOL_PAGES), ...CONTENT_PATHS.school].sort());
  });
});
