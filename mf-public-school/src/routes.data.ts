// The main school's route table as plain data (SPEC.md §2.1): every path the site answers. The e2e route
// lists are read from here; `routes.tsx` attaches each path's screen and first data. This file imports
// nothing, so e2e can read it (the one exception to "nothing outside a remote imports its src", see
// .dependency-cruiser.cjs).
//
// The header's navigation and the footer's links are the site's menus, data that staff edit (issue 31,
// `GET /api/menus?site=school`). `name` and `section` (`MenuRoute` in the kit) record where each page
// stood in the navigation the seeded menus reproduce; nothing reads them to build a menu.

/** The pages inside the site layout (header, footer). */
export const SITE_ROUTE_DATA = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About Us', section: 'About' },
  { path: '/school', name: 'Our School', section: 'About' },
  { path: '/college', name: 'Hope College', section: 'About' },
  { path: '/women-centre', name: "Women's Centre", section: 'About' },
  { path: '/scholarship', name: 'Scholarship', section: 'About' },
  { path: '/alumni', name: 'Alumni', section: 'About' },
  { path: '/hafamily/bod', name: 'Board of Directors', section: 'HA Family' },
  { path: '/hafamily/honorary', name: 'Honorary Advisors', section: 'HA Family' },
  { path: '/hafamily/staffs', name: 'Our Staffs', section: 'HA Family' },
  { path: '/news', name: 'News', section: 'Updates' },
  { path: '/news/:id' },
  { path: '/events', name: 'Events', section: 'Updates' },
  { path: '/events/:id' },
  { path: '/notice', name: 'Notices', section: 'Updates' },
  { path: '/notice/:id' },
  { path: '/downloads', name: 'Downloads', section: 'Updates' },
  { path: '/gallery/albums', name: 'Photo Albums', section: 'Gallery' },
  { path: '/gallery/albums/:id' },
  { path: '/gallery/videos', name: 'Videos', section: 'Gallery' },
  { path: '/careers', name: 'Careers' },
  { path: '/careers/:id' },
  { path: '/contact', name: 'Contact' },
  // linked from the contact bar, the mobile menu and the footer, not from the main navigation
  { path: '/registration', name: 'Apply Now', hideInMenu: true },
  { path: '*' },
] as const;

/** The sign-in page, outside the site layout (the console's `/admin/*` is the admin gate's). */
export const LOGIN_ROUTE_DATA = { path: '/admin/login', name: 'Staff Login', hideInMenu: true } as const;

/** A new site's first-run form (issue 31): the only console screen until it is sent, then not found. */
export const SETUP_ROUTE_DATA = { path: '/admin/setup', name: 'Set up', hideInMenu: true } as const;
