// The women's-centre site's route table as plain data (SPEC.md §2.3): every path the site answers. The e2e
// route lists are read from here; `routes.tsx` attaches each path's screen. This file imports nothing, so
// e2e can read it (the one exception to "nothing outside a remote imports its src", see .dependency-cruiser.cjs).
//
// The header's navigation and the footer's links are the site's menus, data that staff edit (issue 31,
// `GET /api/menus?site=women`). `name` (`MenuRoute` in the kit) records each page's link text in the
// navigation the seeded menus reproduce; nothing reads it to build a menu.

/** The pages inside the site layout (header, footer). */
export const SITE_ROUTE_DATA = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About' },
  { path: '/clinic', name: 'Clinic' },
  { path: '/gallery', name: 'Gallery' },
  // SPEC.md §2.3: footer links once pointed here; it is not a page on this host, and sends visitors on.
  { path: '/gallery/albums', redirect: '/gallery' },
  { path: '/gallery/:id' },
  { path: '/events/:id' },
  { path: '/contact', name: 'Contact' },
  { path: '*' },
] as const;

/** The sign-in page, outside the site layout (the console's `/admin/*` is the admin gate's). */
export const LOGIN_ROUTE_DATA = { path: '/admin/login', name: 'Staff Login', hideInMenu: true } as const;

/** A new site's first-run form (issue 31): the only console screen until it is sent, then not found. */
export const SETUP_ROUTE_DATA = { path: '/admin/setup', name: 'Set up', hideInMenu: true } as const;
