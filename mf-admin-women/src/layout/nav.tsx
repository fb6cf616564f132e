import { AppstoreOutlined, BellOutlined, CalendarOutlined, CommentOutlined, PictureOutlined } from '@ant-design/icons';
import type { AdminNavItem } from '@school/shared/admin';

/** SPEC.md §2.3: the women's-centre console's five links. */
export const NAV: AdminNavItem[] = [
  { path: '/admin/carousel', label: 'Carousel', icon: <AppstoreOutlined /> },
  { path: '/admin/events', label: 'Events', icon: <CalendarOutlined /> },
  { path: '/admin/modal', label: 'Modal', icon: <BellOutlined /> },
  { path: '/admin/albums', label: 'Albums', icon: <PictureOutlined /> },
  { path: '/admin/testimonials', label: 'Testimonials', icon: <CommentOutlined /> },
];
