import { matchRouteEntry, menuLinks } from '@school/shared/kit';
import { ICONS, ROUTES } from './routes';
import { CONSOLE_HOME } from './routes.data';

describe("the school console's route table", () => {
  test("every sidebar link opens a screen of the table: SPEC.md §2.2's twelve links and the Inbox, in order, each with its icon", () => {
    const sidebar = menuLinks(ROUTES).map(({ path, label, icon }) => {
      const route = matchRouteEntry(ROUTES, path)?.route;
      return `${label} ${path}: ${route?.path === path && route.page ? 'screen' : 'NO SCREEN'}, ${icon && ICONS[icon] ? icon : 'NO ICON'}`;
    });
    expect(sidebar).toEqual([
      'Home /admin/home: screen, HomeOutlined',
      'Modal /admin/modal: screen, BellOutlined',
      'Carousel /admin/carousel: screen, AppstoreOutlined',
      'News /admin/news: screen, ReadOutlined',
      'Events /admin/events: screen, CalendarOutlined',
      'Albums /admin/albums: screen, PictureOutlined',
      'Videos /admin/videos: screen, VideoCameraOutlined',
      'Testimonials /admin/testimonials: screen, CommentOutlined',
      'Staffs /admin/staffs: screen, TeamOutlined',
      'Notices /admin/notices: screen, NotificationOutlined',
      'Downloads /admin/downloads: screen, DownloadOutlined',
      'Careers /admin/careers: screen, SolutionOutlined',
      'Inbox /admin/inbox: screen, FileTextOutlined',
    ]);
  });

  test('the home screen, where `/` and a signed-in `/admin/login` go, is in the table', () => {
    expect(matchRouteEntry(ROUTES, CONSOLE_HOME)?.route).toMatchObject({ path: '/admin/home', name: 'Home' });
  });
});
