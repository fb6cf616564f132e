import { lazy, type ComponentType } from 'react';
import { AccountSecurityPage, CONSOLE_ICONS, consoleRoutes, siteScreens, type IconOf } from '@school/shared/admin';
import { CONSOLE_ROUTE_DATA } from './routes.data';

/** The sidebar icons the table names: all are the shared screens'. */
export const ICONS = CONSOLE_ICONS satisfies Record<IconOf<typeof CONSOLE_ROUTE_DATA>, ComponentType>;

/** The central route table (SPEC.md §2.3): each path of routes.data.ts with its lazily loaded page folder. */
export const ROUTES = consoleRoutes(CONSOLE_ROUTE_DATA, {
  '/admin/carousel': lazy(() => import('./pages/carousel')),
  '/admin/carousel/all': lazy(() => import('./pages/carousel-all')),
  '/admin/events': lazy(() => import('./pages/events')),
  '/admin/events/all': lazy(() => import('./pages/events-all')),
  '/admin/modal': lazy(() => import('./pages/modal')),
  '/admin/albums': lazy(() => import('./pages/albums')),
  '/admin/albums/all': lazy(() => import('./pages/albums-all')),
  '/admin/albums/all/:id': lazy(() => import('./pages/album')),
  '/admin/testimonials': lazy(() => import('./pages/testimonials')),
  ...siteScreens('women'),
  '/admin/account': AccountSecurityPage,
});
