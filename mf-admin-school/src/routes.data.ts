// The school console's route table as plain data (SPEC.md §2.2): every screen's path and its sidebar link.
// The sidebar and the e2e route lists are read from here; `routes.tsx` attaches each path's screen. This
// file imports nothing, so e2e can read it (the one exception to "nothing outside a remote imports its
// src", see .dependency-cruiser.cjs).
//
// Menu fields as in the kit's `MenuRoute` (after ant-design-pro's route config): `name` is the sidebar
// link's text (SPEC wording), `icon` its @ant-design/icons icon in kebab-case without the theme
// ('picture' for PictureOutlined; routes.tsx maps the names), table order the sidebar order; a route
// without a name is a screen reached from another one.

// `roles`: who may open the screen (issue 14): the console shows a role only its screens, as the API
// (api/src/lib/roles.ts) refuses the rest with 403. A route without `roles` is the admin's alone.

const EVERYONE = ['admin', 'editor', 'admissions'] as const;
const CONTENT = ['admin', 'editor'] as const;
const ADMISSIONS = ['admin', 'admissions'] as const;
const ADMIN = ['admin'] as const;

/** The console's first screen: `/` and `/admin/login` (once signed in) open it. */
export const CONSOLE_HOME = '/admin/home';

export const CONSOLE_ROUTE_DATA = [
  { path: '/admin/home', name: 'Home', icon: 'home', roles: EVERYONE },
  { path: '/admin/home/registration/:id', roles: ADMISSIONS },
  { path: '/admin/modal', name: 'Modal', icon: 'bell', roles: CONTENT },
  { path: '/admin/carousel', name: 'Carousel', icon: 'appstore', roles: CONTENT },
  { path: '/admin/carousel/all', roles: CONTENT },
  { path: '/admin/news', name: 'News', icon: 'read', roles: CONTENT },
  { path: '/admin/news/all', roles: CONTENT },
  { path: '/admin/news/:id/edit', roles: CONTENT },
  { path: '/admin/events', name: 'Events', icon: 'calendar', roles: CONTENT },
  { path: '/admin/events/all', roles: CONTENT },
  { path: '/admin/albums', name: 'Albums', icon: 'picture', roles: CONTENT },
  { path: '/admin/albums/all', roles: CONTENT },
  { path: '/admin/albums/all/:id', roles: CONTENT },
  { path: '/admin/videos', name: 'Videos', icon: 'video-camera', roles: CONTENT },
  { path: '/admin/testimonials', name: 'Testimonials', icon: 'comment', roles: CONTENT },
  { path: '/admin/staffs', name: 'Staffs', icon: 'team', roles: CONTENT },
  { path: '/admin/notices', name: 'Notices', icon: 'notification', roles: CONTENT },
  { path: '/admin/notices/all', roles: CONTENT },
  { path: '/admin/downloads', name: 'Downloads', icon: 'download', roles: CONTENT },
  { path: '/admin/downloads/all', roles: CONTENT },
  { path: '/admin/careers', name: 'Careers', icon: 'solution', roles: CONTENT },
  { path: '/admin/careers/add/new', roles: CONTENT },
  { path: '/admin/careers/:id', roles: CONTENT },
  // after the twelve links SPEC.md §2.2 names: contact messages and job applications (issue 5)
  { path: '/admin/inbox', name: 'Inbox', icon: 'file-text', roles: ADMISSIONS },
  // the admin's screens (issue 14): console users and the audit log
  { path: '/admin/users', name: 'Users', icon: 'user', roles: ADMIN },
  { path: '/admin/audit', name: 'Audit log', icon: 'audit', roles: ADMIN },
  // the site editor (issue 31): pages for editors too; the menus and the site's settings the admin's
  { path: '/admin/pages', name: 'Pages', icon: 'file', roles: CONTENT },
  // the media library (issue 32): every site file with its alt text, focal point and users
  { path: '/admin/media', name: 'Media', icon: 'folder-open', roles: CONTENT },
  { path: '/admin/pages/new', roles: CONTENT },
  { path: '/admin/pages/:id', roles: CONTENT },
  { path: '/admin/menus', name: 'Menus', icon: 'menu', roles: ADMIN },
  { path: '/admin/settings', name: 'Site settings', icon: 'control', roles: ADMIN },
  // one's own sign-in (issue 34): two-factor and sessions; reached from the top bar
  { path: '/admin/account', roles: EVERYONE },
] as const;
