import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGate, LoadingView } from '@school/shared/ui';
import { SiteLayout } from './layout/site-layout';
import { queryClient } from './lib/query-client';
import { prefetchHome } from './pages/home/prefetch';

// Route-level code splitting: each screen is its own chunk.
const loadHome = () => import('./pages/home-page');
const HomePage = lazy(loadHome);

// Most visits start at '/': fetch its chunk and its data at once rather than one after the other.
if (typeof window !== 'undefined' && window.location.pathname === '/') {
  void loadHome();
  prefetchHome(queryClient);
}
const SchoolPage = lazy(() => import('./pages/school-page'));
const CollegePage = lazy(() => import('./pages/college-page'));
const WomenCentrePage = lazy(() => import('./pages/women-centre-page'));
const AboutPage = lazy(() => import('./pages/about-page'));
const BodPage = lazy(() => import('./pages/bod-page'));
const HonoraryPage = lazy(() => import('./pages/honorary-page'));
const StaffsPage = lazy(() => import('./pages/staffs-page'));
const ScholarshipPage = lazy(() => import('./pages/scholarship-page'));
const AlumniPage = lazy(() => import('./pages/alumni-page'));
const AlbumsPage = lazy(() => import('./pages/albums-page'));
const AlbumPage = lazy(() => import('./pages/album-page'));
const VideosPage = lazy(() => import('./pages/videos-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const CareersPage = lazy(() => import('./pages/careers-page'));
const CareerPage = lazy(() => import('./pages/career-page'));
const RegistrationPage = lazy(() => import('./pages/registration-page'));
const NewsPage = lazy(() => import('./pages/news-page'));
const NewsDetailPage = lazy(() => import('./pages/news-detail-page'));
const EventsPage = lazy(() => import('./pages/events-page'));
const NoticePage = lazy(() => import('./pages/notice-page'));
const DownloadsPage = lazy(() => import('./pages/downloads-page'));
const LoginRoute = lazy(() => import('./pages/login-route'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** SPEC.md §2.1, exact paths. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path="/admin/login" element={<LoginRoute />} />
        <Route path="/admin/*" element={<AdminGate />} />
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="school" element={<SchoolPage />} />
          <Route path="college" element={<CollegePage />} />
          <Route path="women-centre" element={<WomenCentrePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="hafamily/bod" element={<BodPage />} />
          <Route path="hafamily/honorary" element={<HonoraryPage />} />
          <Route path="hafamily/staffs" element={<StaffsPage />} />
          <Route path="scholarship" element={<ScholarshipPage />} />
          <Route path="alumni" element={<AlumniPage />} />
          <Route path="gallery/albums" element={<AlbumsPage />} />
          <Route path="gallery/albums/:id" element={<AlbumPage />} />
          <Route path="gallery/videos" element={<VideosPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="careers" element={<CareersPage />} />
          <Route path="careers/:id" element={<CareerPage />} />
          <Route path="registration" element={<RegistrationPage />} />
          <Route path="news" element={<NewsPage />} />
          <Route path="news/:id" element={<NewsDetailPage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="notice" element={<NoticePage />} />
          <Route path="downloads" element={<DownloadsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
