import { screen, within } from '@testing-library/react';
import { matchRouteEntry, type SiteFacts } from '@school/shared/kit';
import { renderRemote, TEST_SITE_FACTS } from '@school/shared/build/test';
import { setRuntimeConfig } from '@school/shared/session';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { CONTENT_PATHS, WOMEN_PAGES } from '@school/shared/contract';
import { LOGIN_ROUTE_DATA, SITE_ROUTE_DATA } from './routes.data';

const TABLE = [...SITE_ROUTE_DATA, LOGIN_ROUTE_DATA];

function renderLayout(women: SiteFacts = TEST_SITE_FACTS.women, route = '/') {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  return renderRemote(
    <>
      <SiteHeader />
      <SiteFooter />
    </>,
    { plainRouter: true, site: 'women', settings: { women }, route },
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
  // The server answers each path of WOMEN_PAGES (@school/shared/contract) with its head, each of CONTENT_PATHS with
  // its page's (404 when it has none), and any other path with a published page there or 404; a page added to
  // one table only would be a 404 in the browser's address bar or a page without a head.
  test('every path of the route table is a page of the contract, and the other way round', () => {
    const routed = TABLE.map((r) => r.path).filter((p) => p !== '*');
    expect([...routed].sort()).toEqual([...Object.keys(WOMEN_PAGES), ...CONTENT_PATHS.women].sort());
  });
});

describe("the women's-centre header and footer show its settings (issue 31)", () => {
  test('the seeded facts: name, phone, address, email and social links', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '+977-1-5521299' })).toHaveAttribute('href', 'tel:+97715521299');
    expect(header).toHaveTextContent('Bhimsen Marg, Lalitpur-3, Nepal');
    expect(header).toHaveTextContent('Hope Women’s Centre');
    expect(within(header).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'womencentre@hopeacademy.edu.np' })).toBeInTheDocument();
  });

  test('changed settings show at once, and a social link that is not set is not shown', () => {
    renderLayout({ ...TEST_SITE_FACTS.women, name: 'Valley Women’s Centre', phones: ['+977-61-555000'], email: 'women@valley.test', address: 'Lakeside, Pokhara-6, Nepal', social: {} });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '+977-61-555000' })).toHaveAttribute('href', 'tel:+97761555000');
    expect(header).toHaveTextContent('Valley Women’s Centre');
    expect(header).toHaveTextContent('Lakeside, Pokhara-6, Nepal');
    expect(header).not.toHaveTextContent('Hope');
    expect(within(header).queryByRole('link', { name: /Facebook/ })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'women@valley.test' })).toBeInTheDocument();
    expect(footer).not.toHaveTextContent('5521299');
  });
});
