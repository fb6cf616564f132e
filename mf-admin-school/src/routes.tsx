import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingView, SCHOOL } from '@school/shared/kit';
import { ChangePasswordButton, AdminLayout, AdminNotFound } from '@school/shared/admin';
import { EXTRA_NAV, NAV } from './layout/nav';

/** The central route table (SPEC.md §2.2): each screen is its own lazily loaded page folder. */
export const ROUTES: { path: string; page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/admin/home', page: lazy(() => import('./pages/home')) },
  { path: '/admin/home/registration/:id', page: lazy(() => import('./pages/registration')) },
  { path: '/admin/modal', page: lazy(() => import('./pages/modal')) },
  { path: '/admin/carousel', page: lazy(() => import('./pages/carousel')) },
  { path: '/admin/carousel/all', page: lazy(() => import('./pages/carousel-all')) },
  { path: '/admin/news', page: lazy(() => import('./pages/news')) },
  { path: '/admin/news/all', page: lazy(() => import('./pages/news-all')) },
  { path: '/admin/news/:id/edit', page: lazy(() => import('./pages/news-edit')) },
  { path: '/admin/events', page: lazy(() => import('./pages/events')) },
  { path: '/admin/events/all', page: lazy(() => import('./pages/events-all')) },
  { path: '/admin/albums', page: lazy(() => import('./pages/albums')) },
  { path: '/admin/albums/all', page: lazy(() => import('./pages/albums-all')) },
  { path: '/admin/albums/all/:id', page: lazy(() => import('./pages/album')) },
  { path: '/admin/videos', page: lazy(() => import('./pages/videos')) },
  { path: '/admin/testimonials', page: lazy(() => import('./pages/testimonials')) },
  { path: '/admin/staffs', page: lazy(() => import('./pages/staffs')) },
  { path: '/admin/notices', page: lazy(() => import('./pages/notices')) },
  { path: '/admin/notices/all', page: lazy(() => import('./pages/notices-all')) },
  { path: '/admin/downloads', page: lazy(() => import('./pages/downloads')) },
  { path: '/admin/downloads/all', page: lazy(() => import('./pages/downloads-all')) },
  { path: '/admin/careers', page: lazy(() => import('./pages/careers')) },
  { path: '/admin/careers/add/new', page: lazy(() => import('./pages/career-add')) },
  { path: '/admin/careers/:id', page: lazy(() => import('./pages/career-edit')) },
  { path: '/admin/inbox', page: lazy(() => import('./pages/inbox')) },
];

export function AppRoutes() {
  return (
    <AdminLayout nav={[...NAV, ...EXTRA_NAV]} title={SCHOOL.shortName} actions={<ChangePasswordButton />}>
      <Suspense fallback={<LoadingView />}>
        <Routes>
          <Route path="/" element={<Navigate replace to="/admin/home" />} />
          <Route path="/admin/login" element={<Navigate replace to="/admin/home" />} />
          {ROUTES.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
