import { AppstoreOutlined, BellOutlined, CalendarOutlined, CommentOutlined, PictureOutlined } from '@ant-design/icons';
import { lazy, type ComponentType } from 'react';
import type { ConsoleRoute } from '@school/shared/admin';
import { CONSOLE_ROUTE_DATA } from './routes.data';

type Entry = (typeof CONSOLE_ROUTE_DATA)[number];
type Icon = Extract<Entry, { icon: string }>['icon'];

/** The sidebar icons the table names. */
export const ICONS = { AppstoreOutlined, BellOutlined, CalendarOutlined, CommentOutlined, PictureOutlined } satisfies Record<Icon, ComponentType>;

/** What each path of the table (routes.data.ts) shows: each screen is its own lazily loaded page folder. */
const PAGES = {
  '/admin/carousel': lazy(() => import('./pages/carousel')),
  '/admin/carousel/all': lazy(() => import('./pages/carousel-all')),
  '/admin/events': lazy(() => import('./pages/events')),
  '/admin/events/all': lazy(() => import('./pages/events-all')),
  '/admin/modal': lazy(() => import('./pages/modal')),
  '/admin/albums': lazy(() => import('./pages/albums')),
  '/admin/albums/all': lazy(() => import('./pages/albums-all')),
  '/admin/albums/all/:id': lazy(() => import('./pages/album')),
  '/admin/testimonials': lazy(() => import('./pages/testimonials')),
} satisfies Record<Entry['path'], ComponentType>;

/** The central route table (SPEC.md §2.3): the data with each screen's page. */
export const ROUTES: ConsoleRoute<Icon>[] = CONSOLE_ROUTE_DATA.map((route) => ({ ...route, page: PAGES[route.path] }));
