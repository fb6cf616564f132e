import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { isMenuSection, matchRouteEntry } from '@school/shared/kit';
import { DesktopNav } from './layout/desktop-nav';
import { NAV, USEFUL_LINKS } from './layout/nav-items';
import { ROUTES } from './routes';
import { LOGIN_ROUTE_DATA, SITE_ROUTE_DATA } from './routes.data';
import { SCHOOL_PAGES } from '@school/shared/contract';

const navLinks = NAV.flatMap((entry) => (isMenuSection(entry) ? entry.children : [entry]));

describe("the public school's menus, read from its route table", () => {
  test('every link of the main navigation and of the footer opens a page of the table (not the catch-all)', () => {
    const targets = [...navLinks.map((l) => l.path), ...USEFUL_LINKS.map((l) => l.to)];
    expect(targets).toHaveLength(26);
    for (const to of targets) {
      const hit = matchRouteEntry(ROUTES, to);
      expect({ to, route: hit?.route.path, screen: typeof hit?.route.load }).toEqual({ to, route: to, screen: 'function' });
    }
  });

  test("the main navigation keeps SPEC.md §2.1's sections, wording and order", () => {
    expect(NAV.map((e) => (isMenuSection(e) ? [e.label, e.children.map((c) => c.label)] : e.label))).toEqual([
      'Home',
      ['About', ['About Us', 'Our School', 'Hope College', "Women's Centre", 'Scholarship', 'Alumni']],
      ['HA Family', ['Board of Directors', 'Honorary Advisors', 'Our Staffs']],
      ['Updates', ['News', 'Events', 'Notices', 'Downloads']],
      ['Gallery', ['Photo Albums', 'Videos']],
      'Careers',
      'Contact',
    ]);
  });

  test("the footer's useful links keep their wording and order", () => {
    expect(USEFUL_LINKS).toEqual([
      { to: '/registration', label: 'Apply Now' },
      { to: '/careers', label: 'Careers' },
      { to: '/scholarship', label: 'Scholarship' },
      { to: '/notice', label: 'Notices' },
      { to: '/downloads', label: 'Downloads' },
      { to: '/alumni', label: 'Alumni' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/admin/login', label: 'Staff Login' },
    ]);
  });

  test('the desktop navigation renders each section as a button and each link with its path', () => {
    render(
      <MemoryRouter>
        <DesktopNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['About', 'HA Family', 'Updates', 'Gallery']);
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(navLinks.map((l) => [l.label, l.path]));
  });
});

describe("the route table and the server's page table agree", () => {
  // The server answers each path of SCHOOL_PAGES (@school/shared/contract) with its head, and 404 for any
  // other; a page added to one table only would be a 404 in the browser's address bar or a page without a head.
  test('every path of the route table is a page of the contract, and the other way round', () => {
    const routed = [...SITE_ROUTE_DATA, LOGIN_ROUTE_DATA].map((r) => r.path).filter((p) => p !== '*');
    expect([...routed].sort()).toEqual(Object.keys(SCHOOL_PAGES).sort());
  });
});
