import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout, AdminNotFound, LoadingView, SCHOOL } from '@school/shared/ui';
import { EXTRA_NAV, NAV } from './layout/nav';

const HomePage = lazy(() => import('./pages/home-page'));

export function AppRoutes() {
  return (
    <AdminLayout nav={[...NAV, ...EXTRA_NAV]} title={SCHOOL.shortName}>
      <Suspense fallback={<LoadingView />}>
        <Routes>
          <Route path="/" element={<Navigate replace to="/admin/home" />} />
          <Route path="/admin/login" element={<Navigate replace to="/admin/home" />} />
          <Route path="/admin/home" element={<HomePage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
