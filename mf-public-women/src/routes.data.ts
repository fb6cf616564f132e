// The women's-centre site's route table as plain data (SPEC.md §2.3): every path the site answers, and what
// its menus show. The main navigation, the footer's useful links and the e2e route lists are read from here;
// `routes.tsx` attaches each path's screen. This file imports nothing, so e2e can read it (the one exception
// to "nothing outside a remote imports its src", see .dependency-cruiser.cjs).
//
// Menu fields as in the kit's `MenuRoute`: `name` is the link's text (SPEC wording), table order the menu
// order; a route without a name is in no menu, and `hideInMenu` keeps a named route out of the navigation.

/** The pages inside the site layout (header, footer). */
export const SITE_ROUTE_DATA = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About' },
  { path: '/clinic', name: 'Clinic' },
  { path: '/gallery', name: 'Gallery' },
  // SPEC.md §2.3: footer links once pointed here; it is not a page on this host, and sends visitors on.
  { path: '/gallery/albums', redirect: '/gallery' },
  { path: '/gallery/:id' },
  { path: '/contact', name: 'Contact' },
  { path: '*' },
] as const;

/** The sign-in page, outside the site layout (the console's `/admin/*` is the admin gate's). */
export const LOGIN_ROUTE_DATA = { path: '/admin/login', name: 'Staff Login', hideInMenu: true } as const;

/** A new site's first-run form (issue 31): the only console screen until it is sent, then not found. */
export const SETUP_ROUTE_DATA = { path: '/admin/setup', name: 'Set up', hideInMenu: true } as const;

/** The footer's useful links, in their order: a route's own name unless the footer words it otherwise. */
export const FOOTER_LINKS = [
  { path: '/about', label: 'About the Centre' },
  { path: '/clinic', label: 'Women’s Health Clinic' },
  // SPEC.md §2.3 names /gallery/albums here; that path redirects to /gallery on this host.
  { path: '/gallery', label: 'Photo Albums' },
  { path: '/contact', label: 'Contact Us' },
  { path: '/admin/login' },
] as const;
