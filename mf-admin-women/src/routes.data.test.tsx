import { matchRouteEntry, menuLinks } from '@school/shared/kit';
import { ICONS, ROUTES } from './routes';
import { CONSOLE_HOME } from './routes.data';

describe("the women's-centre console's route table", () => {
  test("every sidebar link opens a screen of the table: SPEC.md §2.3's five links, in order, each with its icon (the site editor's screens are opened by their paths)", () => {
    const sidebar = menuLinks(ROUTES).map(({ path, label, icon }) => {
      const route = matchRouteEntry(ROUTES, path)?.route;
      return `${label} ${path}: ${route?.path === path && route.page ? 'screen' : 'NO SCREEN'}, ${icon && ICONS[icon] ? icon : 'NO ICON'}`;
    });
    expect(sidebar).toEqual([
      'Carousel /admin/carousel: screen, appstore',
      'Events /admin/events: screen, calendar',
      'Modal /admin/modal: screen, bell',
      'Albums /admin/albums: screen, picture',
      'Testimonials /admin/testimonials: screen, comment',
    ]);
  });

  test('the first screen, where `/`, `/admin/home` and a signed-in `/admin/login` go, is in the table', () => {
    expect(matchRouteEntry(ROUTES, CONSOLE_HOME)?.route).toMatchObject({ path: '/admin/carousel', name: 'Carousel' });
    expect(matchRouteEntry(ROUTES, '/admin/home')).toBeNull();
  });
});
