import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGate, LoadingView } from '@school/shared/ui';

const HomePage = lazy(() => import('./pages/home-page'));
const LoginRoute = lazy(() => import('./pages/login-route'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/admin/login" element={<LoginRoute />} />
        <Route path="/admin/*" element={<AdminGate />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
