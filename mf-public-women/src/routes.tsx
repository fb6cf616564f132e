import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingView } from '@school/shared/kit';
import { AdminGate } from '@school/shared/admin';
import { PublicLayout } from './layout/public-layout';
import { LOGIN_ROUTE_DATA, SETUP_ROUTE_DATA, SITE_ROUTE_DATA } from './routes.data';
// The home page is most visitors' first page: it ships with the app chunk.
import HomePage from './pages/home-page';

type Page = (typeof SITE_ROUTE_DATA)[number];

/** What each page of the table (routes.data.ts) shows; a redirect in the table needs no screen. */
const SCREENS = {
  '/': HomePage,
  '/about': lazy(() => import('./pages/about-page')),
  '/clinic': lazy(() => import('./pages/clinic-page')),
  '/gallery': lazy(() => import('./pages/gallery-page')),
  '/gallery/:id': lazy(() => import('./pages/album-page')),
  '/events/:id': lazy(() => import('./pages/event-page')),
  '/contact': lazy(() => import('./pages/contact-page')),
  // any other path: the page staff made there, or the 404 page
  '*': lazy(() => import('./pages/content-page')),
} satisfies Record<Exclude<Page, { redirect: string }>['path'], ComponentType>;

const LoginRoute = lazy(() => import('./pages/login-route'));
const SetupRoute = lazy(() => import('./pages/setup-route'));

const element = (page: Page) => {
  if ('redirect' in page) return <Navigate replace to={page.redirect} />;
  const Screen = SCREENS[page.path];
  return <Screen />;
};

/** SPEC.md §2.3, the women's-centre public routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {SITE_ROUTE_DATA.map((page) => (
          <Route key={page.path} path={page.path} element={element(page)} />
        ))}
      </Route>
      <Route
        path={LOGIN_ROUTE_DATA.path}
        element={
          <Suspense fallback={<LoadingView />}>
            <LoginRoute />
          </Suspense>
        }
      />
      <Route
        path={SETUP_ROUTE_DATA.path}
        element={
          <Suspense fallback={<LoadingView />}>
            <SetupRoute />
          </Suspense>
        }
      />
      <Route path="/admin/*" element={<AdminGate />} />
    </Routes>
  );
}
