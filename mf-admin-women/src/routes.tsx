import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingView, WOMEN_CENTRE } from '@school/shared/kit';
import { ChangePasswordButton, AdminLayout, AdminNotFound } from '@school/shared/admin';
import { NAV } from './layout/nav';

const HOME = '/admin/carousel';

/** The central route table (SPEC.md §2.3): each screen is its own lazily loaded page folder. */
export const ROUTES: { path: string; page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/admin/carousel', page: lazy(() => import('./pages/carousel')) },
  { path: '/admin/carousel/all', page: lazy(() => import('./pages/carousel-all')) },
  { path: '/admin/events', page: lazy(() => import('./pages/events')) },
  { path: '/admin/events/all', page: lazy(() => import('./pages/events-all')) },
  { path: '/admin/modal', page: lazy(() => import('./pages/modal')) },
  { path: '/admin/albums', page: lazy(() => import('./pages/albums')) },
  { path: '/admin/albums/all', page: lazy(() => import('./pages/albums-all')) },
  { path: '/admin/albums/all/:id', page: lazy(() => import('./pages/album')) },
  { path: '/admin/testimonials', page: lazy(() => import('./pages/testimonials')) },
];

export function AppRoutes() {
  return (
    <AdminLayout nav={NAV} title={WOMEN_CENTRE.name} actions={<ChangePasswordButton />}>
      <Suspense fallback={<LoadingView />}>
        <Routes>
          <Route path="/" element={<Navigate replace to={HOME} />} />
          <Route path="/admin/home" element={<Navigate replace to={HOME} />} />
          <Route path="/admin/login" element={<Navigate replace to={HOME} />} />
          {ROUTES.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<AdminNotFound home={HOME} />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
