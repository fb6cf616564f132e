// The school console's route table as plain data (SPEC.md §2.2): every screen's path and its sidebar link.
// The sidebar and the e2e route lists are read from here; `routes.tsx` attaches each path's screen. This
// file imports nothing, so e2e can read it (the one exception to "nothing outside a remote imports its
// src", see .dependency-cruiser.cjs).
//
// Menu fields as in the kit's `MenuRoute` (after ant-design-pro's route config): `name` is the sidebar
// link's text (SPEC wording), `icon` its @ant-design/icons icon in kebab-case without the theme
// ('picture' for PictureOutlined; routes.tsx maps the names), table order the sidebar order; a route
// without a name is a screen reached from another one.

// `endpoint`: the contract's endpoint (a key of `ENDPOINTS`) the screen cannot work without; who may
// open the screen are that endpoint's declared roles (issue 35: one role table, the contract's), so the
// console shows a role only the screens whose calls the API would not refuse with 403.

/** The console's first screen: `/` and `/admin/login` (once signed in) open it. */
export const CONSOLE_HOME = '/admin/home';

export const CONSOLE_ROUTE_DATA = [
  { path: '/admin/home', name: 'Home', icon: 'home', endpoint: 'dashboardCounts' },
  { path: '/admin/home/registration/:id', endpoint: 'getRegistration' },
  { path: '/admin/modal', name: 'Modal', icon: 'bell', endpoint: 'createModal' },
  { path: '/admin/carousel', name: 'Carousel', icon: 'appstore', endpoint: 'createSlide' },
  { path: '/admin/carousel/all', endpoint: 'createSlide' },
  { path: '/admin/news', name: 'News', icon: 'read', endpoint: 'createNews' },
  { path: '/admin/news/all', endpoint: 'listAllNews' },
  { path: '/admin/news/:id/edit', endpoint: 'getAnyNews' },
  { path: '/admin/events', name: 'Events', icon: 'calendar', endpoint: 'createEvent' },
  { path: '/admin/events/all', endpoint: 'listAllEvents' },
  { path: '/admin/albums', name: 'Albums', icon: 'picture', endpoint: 'createAlbum' },
  { path: '/admin/albums/all', endpoint: 'createAlbum' },
  { path: '/admin/albums/all/:id', endpoint: 'createAlbum' },
  { path: '/admin/videos', name: 'Videos', icon: 'video-camera', endpoint: 'createVideo' },
  { path: '/admin/testimonials', name: 'Testimonials', icon: 'comment', endpoint: 'createTeam' },
  { path: '/admin/staffs', name: 'Staffs', icon: 'team', endpoint: 'createStaff' },
  { path: '/admin/notices', name: 'Notices', icon: 'notification', endpoint: 'createNotice' },
  { path: '/admin/notices/all', endpoint: 'listAllNotices' },
  { path: '/admin/downloads', name: 'Downloads', icon: 'download', endpoint: 'createDownload' },
  { path: '/admin/downloads/all', endpoint: 'createDownload' },
  { path: '/admin/careers', name: 'Careers', icon: 'solution', endpoint: 'createCareer' },
  { path: '/admin/careers/add/new', endpoint: 'createCareer' },
  { path: '/admin/careers/:id', endpoint: 'createCareer' },
  // after the twelve links SPEC.md §2.2 names: contact messages and job applications (issue 5)
  { path: '/admin/inbox', name: 'Inbox', icon: 'file-text', endpoint: 'listContactMessages' },
  // the admin's screens (issue 14): console users and the audit log
  { path: '/admin/users', name: 'Users', icon: 'user', endpoint: 'listUsers' },
  { path: '/admin/audit', name: 'Audit log', icon: 'audit', endpoint: 'listAudit' },
  // the site editor (issue 31): pages for editors too; the menus and the site's settings the admin's
  { path: '/admin/pages', name: 'Pages', icon: 'file', endpoint: 'listAllPages' },
  // the media library (issue 32): every site file with its alt text, focal point and users
  { path: '/admin/media', name: 'Media', icon: 'folder-open', endpoint: 'listMedia' },
  // the alert banner above every public page (issue 33)
  { path: '/admin/alerts', name: 'Alerts', icon: 'alert', endpoint: 'listAllAlerts' },
  { path: '/admin/pages/new', endpoint: 'createPage' },
  { path: '/admin/pages/:id', endpoint: 'getAnyPage' },
  { path: '/admin/menus', name: 'Menus', icon: 'menu', endpoint: 'putMenus' },
  { path: '/admin/settings', name: 'Site settings', icon: 'control', endpoint: 'putSettings' },
  // a message to the site's subscribers by push, email and SMS (issue 33)
  { path: '/admin/broadcast', name: 'Broadcast', icon: 'sound', endpoint: 'createBroadcast' },
  // results day (issue 37): exams, their import and publishing; the admin and the results officer
  { path: '/admin/results', name: 'Results', icon: 'trophy', endpoint: 'listAllExams' },
  // one's own sign-in (issue 34): two-factor and sessions; reached from the top bar
  { path: '/admin/account', endpoint: 'me' },
] as const;
