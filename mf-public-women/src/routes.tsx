import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingView } from '@school/shared/kit';
import { AdminGate } from '@school/shared/admin';
import { PublicLayout } from './layout/public-layout';
// The home page is most visitors' first page: it ships with the app chunk.
import HomePage from './pages/home-page';

const AboutPage = lazy(() => import('./pages/about-page'));
const ClinicPage = lazy(() => import('./pages/clinic-page'));
const GalleryPage = lazy(() => import('./pages/gallery-page'));
const AlbumPage = lazy(() => import('./pages/album-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const LoginRoute = lazy(() => import('./pages/login-route'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** SPEC.md §2.3, the women's-centre public routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/clinic" element={<ClinicPage />} />
        <Route path="/gallery" element={<GalleryPage />} />
        {/* SPEC.md §2.3: footer links once pointed here; it is not a route on this host. */}
        <Route path="/gallery/albums" element={<Navigate replace to="/gallery" />} />
        <Route path="/gallery/:id" element={<AlbumPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="/admin/login"
        element={
          <Suspense fallback={<LoadingView />}>
            <LoginRoute />
          </Suspense>
        }
      />
      <Route path="/admin/*" element={<AdminGate />} />
    </Routes>
  );
}
