import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingView, type RouteEntry } from '@school/shared/kit';
import { AdminGate } from '@school/shared/admin';
import { SiteLayout } from './layout/site-layout';
import { prefetchHome } from './pages/home/prefetch';
import { careerQueryOptions } from './features/careers/api/get-career';
import { careersQueryOptions } from './features/careers/api/get-careers';
import { albumQueryOptions } from './features/gallery/api/get-album';
import { videosQueryOptions } from './features/gallery/api/get-videos';
import { newsItemQueryOptions } from './features/news/api/get-news-item';
import { staffsQueryOptions } from './features/staffs/api/get-staffs';

interface Screen extends RouteEntry {
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * SPEC.md §2.1, exact paths, inside the site layout. Each screen is its own chunk (`load`);
 * `prefetch` starts its first data (a failure is the page's to show when it asks again). Nothing here runs at import time: the kit's RemoteApp
 * calls both for the page being opened, so on a first visit to '/' the home data and the
 * home chunk are fetched together.
 */
export const SITE_ROUTES: Screen[] = [
  { path: '/', load: () => import(/* webpackChunkName: "home-page" */ './pages/home-page'), prefetch: prefetchHome },
  { path: '/school', load: () => import('./pages/school-page') },
  { path: '/college', load: () => import('./pages/college-page') },
  { path: '/women-centre', load: () => import('./pages/women-centre-page') },
  { path: '/about', load: () => import('./pages/about-page') },
  { path: '/hafamily/bod', load: () => import('./pages/bod-page') },
  { path: '/hafamily/honorary', load: () => import('./pages/honorary-page') },
  { path: '/hafamily/staffs', load: () => import('./pages/staffs-page'), prefetch: (client) => void client.prefetchQuery(staffsQueryOptions()) },
  { path: '/scholarship', load: () => import('./pages/scholarship-page') },
  { path: '/alumni', load: () => import('./pages/alumni-page') },
  { path: '/gallery/albums', load: () => import('./pages/albums-page') },
  { path: '/gallery/albums/:id', load: () => import('./pages/album-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(albumQueryOptions(id)) },
  { path: '/gallery/videos', load: () => import('./pages/videos-page'), prefetch: (client) => void client.prefetchQuery(videosQueryOptions()) },
  { path: '/contact', load: () => import('./pages/contact-page') },
  { path: '/careers', load: () => import('./pages/careers-page'), prefetch: (client) => void client.prefetchQuery(careersQueryOptions()) },
  { path: '/careers/:id', load: () => import('./pages/career-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(careerQueryOptions(id)) },
  { path: '/registration', load: () => import('./pages/registration-page') },
  { path: '/news', load: () => import('./pages/news-page') },
  { path: '/news/:id', load: () => import('./pages/news-detail-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(newsItemQueryOptions(id)) },
  { path: '/events', load: () => import('./pages/events-page') },
  { path: '/notice', load: () => import('./pages/notice-page') },
  { path: '/downloads', load: () => import('./pages/downloads-page') },
  { path: '*', load: () => import('./pages/not-found-page') },
];

const LOGIN: Screen = { path: '/admin/login', load: () => import('./pages/login-route') };

/** Every path the remote answers, for RemoteApp's prefetch (the admin gate has neither code nor data of its own). */
export const ROUTES: RouteEntry[] = [LOGIN, { path: '/admin/*' }, ...SITE_ROUTES];

// lazy() only wraps the loader: nothing is fetched until a route renders
const screens = new Map<string, ComponentType>([LOGIN, ...SITE_ROUTES].map((r) => [r.path, lazy(r.load)]));
const screen = (path: string) => {
  const Screen = screens.get(path)!;
  return <Screen />;
};

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path={LOGIN.path} element={screen(LOGIN.path)} />
        <Route path="/admin/*" element={<AdminGate />} />
        <Route element={<SiteLayout />}>
          {SITE_ROUTES.map(({ path }) => (
            <Route key={path} path={path} element={screen(path)} />
          ))}
        </Route>
      </Routes>
    </Suspense>
  );
}
