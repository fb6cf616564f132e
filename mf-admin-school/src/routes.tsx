import {
  AuditOutlined,
  TrophyOutlined,
  DownloadOutlined,
  FileTextOutlined,
  HomeOutlined,
  NotificationOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { lazy, type ComponentType } from 'react';
import { AccountSecurityPage, CONSOLE_ICONS, consoleRoutes, siteScreens, type IconOf } from '@school/shared/admin';
import { CONSOLE_ROUTE_DATA } from './routes.data';

/** The sidebar icons the table names: the shared screens' and this console's own. */
export const ICONS = {
  ...CONSOLE_ICONS,
  audit: AuditOutlined,
  trophy: TrophyOutlined,
  download: DownloadOutlined,
  'file-text': FileTextOutlined,
  home: HomeOutlined,
  notification: NotificationOutlined,
  read: ReadOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  'video-camera': VideoCameraOutlined,
} satisfies Record<IconOf<typeof CONSOLE_ROUTE_DATA>, ComponentType>;

/** The central route table (SPEC.md §2.2): each path of routes.data.ts with its lazily loaded page folder. */
export const ROUTES = consoleRoutes(CONSOLE_ROUTE_DATA, {
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
  '/admin/users': lazy(() => import('./pages/users')),
  '/admin/audit': lazy(() => import('./pages/audit')),
  '/admin/results': lazy(() => import('./pages/results')),
  ...siteScreens('school'),
  '/admin/account': AccountSecurityPage,
});
