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
import type { AdminNavItem } from '@school/shared/admin';

/** SPEC.md §2.2: the twelve sidebar links. */
export const NAV: AdminNavItem[] = [
  { path: '/admin/home', label: 'Home', icon: <HomeOutlined /> },
  { path: '/admin/modal', label: 'Modal', icon: <BellOutlined /> },
  { path: '/admin/carousel', label: 'Carousel', icon: <AppstoreOutlined /> },
  { path: '/admin/news', label: 'News', icon: <ReadOutlined /> },
  { path: '/admin/events', label: 'Events', icon: <CalendarOutlined /> },
  { path: '/admin/albums', label: 'Albums', icon: <PictureOutlined /> },
  { path: '/admin/videos', label: 'Videos', icon: <VideoCameraOutlined /> },
  { path: '/admin/testimonials', label: 'Testimonials', icon: <CommentOutlined /> },
  { path: '/admin/staffs', label: 'Staffs', icon: <TeamOutlined /> },
  { path: '/admin/notices', label: 'Notices', icon: <NotificationOutlined /> },
  { path: '/admin/downloads', label: 'Downloads', icon: <DownloadOutlined /> },
  { path: '/admin/careers', label: 'Careers', icon: <SolutionOutlined /> },
];

export const EXTRA_NAV: AdminNavItem[] = [{ path: '/admin/inbox', label: 'Inbox', icon: <FileTextOutlined /> }];
