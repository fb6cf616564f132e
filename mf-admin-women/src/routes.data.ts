// The women's-centre console's route table as plain data (SPEC.md §2.3): every screen's path and its
// sidebar link. The sidebar and the e2e route lists are read from here; `routes.tsx` attaches each path's
// screen. This file imports nothing, so e2e can read it (the one exception to "nothing outside a remote
// imports its src", see .dependency-cruiser.cjs).
//
// Menu fields as in the kit's `MenuRoute` (after ant-design-pro's route config): `name` is the sidebar
// link's text (SPEC wording), `icon` its @ant-design/icons icon in kebab-case without the theme
// ('picture' for PictureOutlined; routes.tsx maps the names), table order the sidebar order; a route
// without a name is a screen reached from another one.

// `roles`: who may open the screen (issue 14); the content screens are for admins and editors, the site's
// menus and settings (issue 31) for admins.
// A route without `roles` is the admin's alone (api/src/lib/roles.ts decides; the console only hides).
const CONTENT = ['admin', 'editor'] as const;
const ADMIN = ['admin'] as const;

/** The console's first screen: `/`, `/admin/home` and `/admin/login` (once signed in) open it. */
export const CONSOLE_HOME = '/admin/carousel';

export const CONSOLE_ROUTE_DATA = [
  { path: '/admin/carousel', name: 'Carousel', icon: 'appstore', roles: CONTENT },
  { path: '/admin/carousel/all', roles: CONTENT },
  { path: '/admin/events', name: 'Events', icon: 'calendar', roles: CONTENT },
  { path: '/admin/events/all', roles: CONTENT },
  { path: '/admin/modal', name: 'Modal', icon: 'bell', roles: CONTENT },
  { path: '/admin/albums', name: 'Albums', icon: 'picture', roles: CONTENT },
  { path: '/admin/albums/all', roles: CONTENT },
  { path: '/admin/albums/all/:id', roles: CONTENT },
  { path: '/admin/testimonials', name: 'Testimonials', icon: 'comment', roles: CONTENT },
  // the site editor (issue 31): pages for editors too; the menus and the site's settings the admin's. Out of
  // the sidebar, which keeps SPEC.md §2.3's five links: opened by their paths
  { path: '/admin/pages', roles: CONTENT },
  { path: '/admin/pages/new', roles: CONTENT },
  { path: '/admin/pages/:id', roles: CONTENT },
  { path: '/admin/menus', roles: ADMIN },
  { path: '/admin/settings', roles: ADMIN },
  // the media library (issue 32), also out of the sidebar: opened by its path
  { path: '/admin/media', roles: CONTENT },
  // one's own sign-in (issue 34): two-factor and sessions; reached from the top bar
  { path: '/admin/account', roles: CONTENT },
] as const;
