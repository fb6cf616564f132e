import { matchRouteEntry, menuLinks } from '@school/shared/kit';
import { ICONS, ROUTES } from './routes';
import { CONSOLE_HOME } from './routes.data';

describe("the school console's route table", () => {
  test("every sidebar link opens a screen of the table: SPEC.md §2.2's twelve links, the Inbox, Users and Audit log, then the site editor's Pages, the Media library, Alerts, Menus and Site settings, Broadcast and Results, in order, each with its icon", () => {
    const sidebar = menuLinks(ROUTES).map(({ path, label, icon }) => {
      const route = matchRouteEntry(ROUTES, path)?.route;
      return `${label} ${path}: ${route?.path === path && route.page ? 'screen' : 'NO SCREEN'}, ${icon && ICONS[icon] ? icon : 'NO ICON'}`;
    });
    expect(sidebar).toEqual([
      'Home /admin/home: screen, home',
      'Modal /admin/modal: screen, bell',
      'Carousel /admin/carousel: screen, appstore',
      'News /admin/news: screen, read',
      'Events /admin/events: screen, calendar',
      'Albums /admin/albums: screen, picture',
      'Videos /admin/videos: screen, video-camera',
      'Testimonials /admin/testimonials: screen, comment',
      'Staffs /admin/staffs: screen, team',
      'Notices /admin/notices: screen, notification',
      'Downloads /admin/downloads: screen, download',
      'Careers /admin/careers: screen, solution',
      'Inbox /admin/inbox: screen, file-text',
      'Users /admin/users: screen, user',
      'Audit log /admin/audit: screen, audit',
      'Pages /admin/pages: screen, file',
      'Media /admin/media: screen, folder-open',
      'Alerts /admin/alerts: screen, alert',
      'Menus /admin/menus: screen, menu',
      'Site settings /admin/settings: screen, control',
      'Broadcast /admin/broadcast: screen, sound',
      'Results /admin/results: screen, trophy',
    ]);
  });

  test('the home screen, where `/` and a signed-in `/admin/login` go, is in the table', () => {
    expect(matchRouteEntry(ROUTES, CONSOLE_HOME)?.route).toMatchObject({ path: '/admin/home', name: 'Home' });
  });
});
