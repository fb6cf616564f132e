// The women's-centre console's route table as plain data (SPEC.md §2.3): every screen's path and its
// sidebar link. The sidebar and the e2e route lists are read from here; `routes.tsx` attaches each path's
// screen. This file imports nothing, so e2e can read it (the one exception to "nothing outside a remote
// imports its src", see .dependency-cruiser.cjs).
//
// Menu fields as in the kit's `MenuRoute` (after ant-design-pro's route config): `name` is the sidebar
// link's text (SPEC wording), `icon` its @ant-design/icons icon in kebab-case without the theme
// ('picture' for PictureOutlined; routes.tsx maps the names), table order the sidebar order; a route
// without a name is a screen reached from another one.

/** The console's first screen: `/`, `/admin/home` and `/admin/login` (once signed in) open it. */
export const CONSOLE_HOME = '/admin/carousel';

export const CONSOLE_ROUTE_DATA = [
  { path: '/admin/carousel', name: 'Carousel', icon: 'appstore' },
  { path: '/admin/carousel/all' },
  { path: '/admin/events', name: 'Events', icon: 'calendar' },
  { path: '/admin/events/all' },
  { path: '/admin/modal', name: 'Modal', icon: 'bell' },
  { path: '/admin/albums', name: 'Albums', icon: 'picture' },
  { path: '/admin/albums/all' },
  { path: '/admin/albums/all/:id' },
  { path: '/admin/testimonials', name: 'Testimonials', icon: 'comment' },
] as const;
