import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { matchRouteEntry } from '@school/shared/kit';
import { setRuntimeConfig } from '@school/shared/session';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { WOMEN_PAGES } from '@school/shared/contract';
import { LOGIN_ROUTE_DATA, SITE_ROUTE_DATA } from './routes.data';

const TABLE = [...SITE_ROUTE_DATA, LOGIN_ROUTE_DATA];

function renderLayout() {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  return render(
    <MemoryRouter>
      <SiteHeader />
      <SiteFooter />
    </MemoryRouter>,
  );
}

const linksOf = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe("the women's-centre menus, read from its route table", () => {
  test('the main navigation shows the named pages of SPEC.md §2.3, in order, each linking to its page', () => {
    renderLayout();
    expect(linksOf(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Clinic', '/clinic'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]);
  });

  test("the footer's useful links keep their wording and order", () => {
    renderLayout();
    expect(linksOf(screen.getByRole('navigation', { name: 'Useful Links' }))).toEqual([
      ['About the Centre', '/about'],
      ['Women’s Health Clinic', '/clinic'],
      ['Photo Albums', '/gallery'],
      ['Contact Us', '/contact'],
      ['Staff Login', '/admin/login'],
    ]);
  });

  test('every link of both menus opens a page of the table: not the catch-all, not a redirect', () => {
    renderLayout();
    const hrefs = ['Main', 'Useful Links'].flatMap((name) => linksOf(screen.getByRole('navigation', { name })).map(([, href]) => href!));
    expect(hrefs).toHaveLength(10);
    for (const href of hrefs) {
      const route = matchRouteEntry(TABLE, href)?.route;
      expect({ href, path: route?.path, redirect: route && 'redirect' in route }).toEqual({ href, path: href, redirect: false });
    }
  });
});

describe("the route table and the server's page table agree", () => {
  // The server answers each path of WOMEN_PAGES (@school/shared/contract) with its head, and 404 for any
  // other; a page added to one table only would be a 404 in the browser's address bar or a page without a head.
  test('every path of the route table is a page of the contract, and the other way round', () => {
    const routed = TABLE.map((r) => r.path).filter((p) => p !== '*');
    expect([...routed].sort()).toEqual(Object.keys(WOMEN_PAGES).sort());
  });
});
