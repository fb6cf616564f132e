// The school console's route table as plain data (SPEC.md §2.2): every screen's path and its sidebar link.
// The sidebar and the e2e route lists are read from here; `routes.tsx` attaches each path's screen. This
// file imports nothing, so e2e can read it (the one exception to "nothing outside a remote imports its
// src", see .dependency-cruiser.cjs).
//
// Menu fields as in the kit's `MenuRoute` (after ant-design-pro's route config): `name` is the sidebar
// link's text (SPEC wording), `icon` its @ant-design/icons icon in kebab-case without the theme
// ('picture' for PictureOutlined; routes.tsx maps the names), table order the sidebar order; a route
// without a name is a screen reached from another one.

/** The console's first screen: `/` and `/admin/login` (once signed in) open it. */
export const CONSOLE_HOME = '/admin/home';

export const CONSOLE_ROUTE_DATA = [
  { path: '/admin/home', name: 'Home', icon: 'home' },
  { path: '/admin/home/registration/:id' },
  { path: '/admin/modal', name: 'Modal', icon: 'bell' },
  { path: '/admin/carousel', name: 'Carousel', icon: 'appstore' },
  { path: '/admin/carousel/all' },
  { path: '/admin/news', name: 'News', icon: 'read' },
  { path: '/admin/news/all' },
  { path: '/admin/news/:id/edit' },
  { path: '/admin/events', name: 'Events', icon: 'calendar' },
  { path: '/admin/events/all' },
  { path: '/admin/albums', name: 'Albums', icon: 'picture' },
  { path: '/admin/albums/all' },
  { path: '/admin/albums/all/:id' },
  { path: '/admin/videos', name: 'Videos', icon: 'video-camera' },
  { path: '/admin/testimonials', name: 'Testimonials', icon: 'comment' },
  { path: '/admin/staffs', name: 'Staffs', icon: 'team' },
  { path: '/admin/notices', name: 'Notices', icon: 'notification' },
  { path: '/admin/notices/all' },
  { path: '/admin/downloads', name: 'Downloads', icon: 'download' },
  { path: '/admin/downloads/all' },
  { path: '/admin/careers', name: 'Careers', icon: 'solution' },
  { path: '/admin/careers/add/new' },
  { path: '/admin/careers/:id' },
  // after the twelve links SPEC.md §2.2 names: contact messages and job applications (issue 5)
  { path: '/admin/inbox', name: 'Inbox', icon: 'file-text' },
] as const;
