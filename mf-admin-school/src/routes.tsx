import {
  AppstoreOutlined,
  BellOutlined,
  CalendarOutlined,
  CommentOutlined,
  DownloadOutlined,
  FileTextOutlined,
  HomeOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { lazy, type ComponentType } from 'react';
import type { ConsoleRoute } from '@school/shared/admin';
import { CONSOLE_ROUTE_DATA } from './routes.data';

type Entry = (typeof CONSOLE_ROUTE_DATA)[number];
type Icon = Extract<Entry, { icon: string }>['icon'];

/** The sidebar icons the table names. */
export const ICONS = {
  AppstoreOutlined,
  BellOutlined,
  CalendarOutlined,
  CommentOutlined,
  DownloadOutlined,
  FileTextOutlined,
  HomeOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} satisfies Record<Icon, ComponentType>;

/** What each path of the table (routes.data.ts) shows: each screen is its own lazily loaded page folder. */
const PAGES = {
  '/admin/home': lazy(() => import('./pages/home')),
  '/admin/home/registration/:id': lazy(() => import('./pages/registration')),
  '/admin/modal': lazy(() => import('./pages/modal')),
  '/admin/carousel': lazy(() => import('./pages/carousel')),
  '/admin/carousel/all': lazy(() => import('./pages/carousel-all')),
  '/admin/news': lazy(() => import('./pages/news')),
  '/admin/news/all': lazy(() => import('./pages/news-all')),
  '/admin/news/:id/edit': lazy(() => import('./pages/news-edit')),
  '/admin/events': lazy(() => import('./pages/events')),
  '/admin/events/all': lazy(() => import('./pages/events-all')),
  '/admin/albums': lazy(() => import('./pages/albums')),
  '/admin/albums/all': lazy(() => import('./pages/albums-all')),
  '/admin/albums/all/:id': lazy(() => import('./pages/album')),
  '/admin/videos': lazy(() => import('./pages/videos')),
  '/admin/testimonials': lazy(() => import('./pages/testimonials')),
  '/admin/staffs': lazy(() => import('./pages/staffs')),
  '/admin/notices': lazy(() => import('./pages/notices')),
  '/admin/notices/all': lazy(() => import('./pages/notices-all')),
  '/admin/downloads': lazy(() => import('./pages/downloads')),
  '/admin/downloads/all': lazy(() => import('./pages/downloads-all')),
  '/admin/careers': lazy(() => import('./pages/careers')),
  '/admin/careers/add/new': lazy(() => import('./pages/career-add')),
  '/admin/careers/:id': lazy(() => import('./pages/career-edit')),
  '/admin/inbox': lazy(() => import('./pages/inbox')),
} satisfies Record<Entry['path'], ComponentType>;

/** The central route table (SPEC.md §2.2): the data with each screen's page. */
export const ROUTES: ConsoleRoute<Icon>[] = CONSOLE_ROUTE_DATA.map((route) => ({ ...route, page: PAGES[route.path] }));
