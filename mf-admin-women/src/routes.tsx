import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout, AdminNotFound, LoadingView, WOMEN_CENTRE } from '@school/shared/ui';
import { NAV } from './layout/nav';

const CarouselPage = lazy(() => import('./pages/carousel-page'));

export function AppRoutes() {
  return (
    <AdminLayout nav={NAV} title={WOMEN_CENTRE.name}>
      <Suspense fallback={<LoadingView />}>
        <Routes>
          <Route path="/" element={<Navigate replace to="/admin/carousel" />} />
          <Route path="/admin/home" element={<Navigate replace to="/admin/carousel" />} />
          <Route path="/admin/login" element={<Navigate replace to="/admin/carousel" />} />
          <Route path="/admin/carousel" element={<CarouselPage />} />
          <Route path="*" element={<AdminNotFound home="/admin/carousel" />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
