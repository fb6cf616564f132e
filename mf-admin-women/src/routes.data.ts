// The women's-centre console's route table as plain data (SPEC.md §2.3): every screen's path and its
// sidebar link. The sidebar and the e2e route lists are read from here; `routes.tsx` attaches each path's
// screen. This file imports nothing, so e2e can read it (the one exception to "nothing outside a remote
// imports its src", see .dependency-cruiser.cjs).
//
// Menu fields as in the kit's `MenuRoute` (after ant-design-pro's route config): `name` is the sidebar
// link's text (SPEC wording), `icon` its @ant-design/icons icon in kebab-case without the theme
// ('picture' for PictureOutlined; routes.tsx maps the names), table order the sidebar order; a route
// without a name is a screen reached from another one.

// `endpoint`: the contract's endpoint (a key of `ENDPOINTS`) the screen cannot work without; who may
// open the screen are that endpoint's declared roles (issue 35: one role table, the contract's), so the
// console shows a role only the screens whose calls the API would not refuse with 403.

/** The console's first screen: `/`, `/admin/home` and `/admin/login` (once signed in) open it. */
export const CONSOLE_HOME = '/admin/carousel';

export const CONSOLE_ROUTE_DATA = [
  { path: '/admin/carousel', name: 'Carousel', icon: 'appstore', endpoint: 'createWomenSlide' },
  { path: '/admin/carousel/all', endpoint: 'createWomenSlide' },
  { path: '/admin/events', name: 'Events', icon: 'calendar', endpoint: 'createWomenEvent' },
  { path: '/admin/events/all', endpoint: 'listAllWomenEvents' },
  { path: '/admin/modal', name: 'Modal', icon: 'bell', endpoint: 'createWomenModal' },
  { path: '/admin/albums', name: 'Albums', icon: 'picture', endpoint: 'createWomenAlbum' },
  { path: '/admin/albums/all', endpoint: 'createWomenAlbum' },
  { path: '/admin/albums/all/:id', endpoint: 'createWomenAlbum' },
  { path: '/admin/testimonials', name: 'Testimonials', icon: 'comment', endpoint: 'createWomenTestimonial' },
  // the site editor (issue 31): pages for editors too; the menus and the site's settings the admin's. Out of
  // the sidebar, which keeps SPEC.md §2.3's five links: opened by their paths
  { path: '/admin/pages', endpoint: 'listAllPages' },
  { path: '/admin/pages/new', endpoint: 'createPage' },
  { path: '/admin/pages/:id', endpoint: 'getAnyPage' },
  { path: '/admin/menus', endpoint: 'putMenus' },
  { path: '/admin/settings', endpoint: 'putSettings' },
  // the media library (issue 32), also out of the sidebar: opened by its path
  { path: '/admin/media', endpoint: 'listMedia' },
  // broadcasts to the centre's subscribers (issue 33), also out of the sidebar
  { path: '/admin/broadcast', endpoint: 'createBroadcast' },
  // the alert banner above every public page (issue 33), also opened by its path
  { path: '/admin/alerts', endpoint: 'listAllAlerts' },
  // one's own sign-in (issue 34): two-factor and sessions; reached from the top bar
  { path: '/admin/account', endpoint: 'me' },
] as const;
