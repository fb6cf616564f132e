import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingView, type MenuRoute, type RouteEntry } from '@school/shared/kit';
import { AdminGate } from '@school/shared/admin';
import { SiteLayout } from './layout/site-layout';
import { LOGIN_ROUTE_DATA, SETUP_ROUTE_DATA, SITE_ROUTE_DATA } from './routes.data';
import { prefetchHome } from './pages/home/prefetch';
import { careerQueryOptions } from './features/careers/api/get-career';
import { careersQueryOptions } from './features/careers/api/get-careers';
import { albumQueryOptions } from './features/gallery/api/get-album';
import { videosQueryOptions } from './features/gallery/api/get-videos';
import { eventQueryOptions } from './features/events/api/get-event';
import { newsItemQueryOptions } from './features/news/api/get-news-item';
import { noticeQueryOptions } from './features/notices/api/get-notice';
import { staffsQueryOptions } from './features/staffs/api/get-staffs';
import { pageQuery } from '@school/shared/public';

type SitePath = (typeof SITE_ROUTE_DATA)[number]['path'];

/** A page's code (its own chunk) and, where it has some, its first data. */
interface Screen {
  load: () => Promise<{ default: ComponentType }>;
  prefetch?: RouteEntry['prefetch'];
}

export interface SiteRoute extends MenuRoute, Screen {}

/**
 * What each path of the table (routes.data.ts) shows: every path has a screen and every screen a path,
 * or the type-check fails. `prefetch` starts a page's first data (a failure is the page's to show when it
 * asks again). Nothing here runs at import time: the kit's RemoteApp calls both for the page being opened,
 * so on a first visit to '/' the home data and the home chunk are fetched together.
 */
/** A page made of blocks (issue 31): the page at its path comes with its screen. */
const contentPage = (path: string): Screen => ({
  load: () => import(/* webpackChunkName: "content-page" */ './pages/content-page'),
  prefetch: (client) => void client.prefetchQuery(pageQuery('school', path)),
});

const SCREENS = {
  '/': { load: () => import(/* webpackChunkName: "home-page" */ './pages/home-page'), prefetch: prefetchHome },
  '/school': contentPage('/school'),
  '/college': contentPage('/college'),
  '/women-centre': contentPage('/women-centre'),
  '/about': contentPage('/about'),
  '/hafamily/bod': contentPage('/hafamily/bod'),
  '/hafamily/honorary': contentPage('/hafamily/honorary'),
  '/hafamily/staffs': {
    load: () => import('./pages/staffs-page'),
    prefetch: (client) => {
      void client.prefetchQuery(pageQuery('school', '/hafamily/staffs'));
      void client.prefetchQuery(staffsQueryOptions());
    },
  },
  '/scholarship': contentPage('/scholarship'),
  '/alumni': contentPage('/alumni'),
  '/gallery/albums': { load: () => import('./pages/albums-page') },
  '/gallery/albums/:id': { load: () => import('./pages/album-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(albumQueryOptions(id)) },
  '/gallery/videos': { load: () => import('./pages/videos-page'), prefetch: (client) => void client.prefetchQuery(videosQueryOptions()) },
  '/contact': { load: () => import('./pages/contact-page') },
  '/careers': { load: () => import('./pages/careers-page'), prefetch: (client) => void client.prefetchQuery(careersQueryOptions()) },
  '/careers/:id': { load: () => import('./pages/career-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(careerQueryOptions(id)) },
  '/registration': { load: () => import('./pages/registration-page') },
  '/news': { load: () => import('./pages/news-page') },
  '/news/:id': { load: () => import('./pages/news-detail-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(newsItemQueryOptions(id)) },
  '/events': { load: () => import('./pages/events-page') },
  '/events/:id': { load: () => import('./pages/event-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(eventQueryOptions(id)) },
  '/notice': { load: () => import('./pages/notice-page') },
  '/notice/:id': { load: () => import('./pages/notice-detail-page'), prefetch: (client, { id = '' }) => void client.prefetchQuery(noticeQueryOptions(id)) },
  '/downloads': { load: () => import('./pages/downloads-page') },
  // any other path: the page staff made there, or the 404 page
  '*': { load: () => import(/* webpackChunkName: "content-page" */ './pages/content-page') },
} satisfies Record<SitePath, Screen>;

/** SPEC.md §2.1, exact paths, inside the site layout: the table with each page's screen. */
export const SITE_ROUTES: SiteRoute[] = SITE_ROUTE_DATA.map((route) => ({ ...route, ...SCREENS[route.path] }));

const LOGIN: SiteRoute = { ...LOGIN_ROUTE_DATA, load: () => import('./pages/login-route') };
const SETUP: SiteRoute = { ...SETUP_ROUTE_DATA, load: () => import('./pages/setup-route') };

/** Every path the remote answers, for RemoteApp's prefetch (the admin gate has neither code nor data of its own). */
export const ROUTES: RouteEntry[] = [LOGIN, SETUP, { path: '/admin/*' }, ...SITE_ROUTES];

// lazy() only wraps the loader: nothing is fetched until a route renders
const screens = new Map<string, ComponentType>([LOGIN, SETUP, ...SITE_ROUTES].map((r) => [r.path, lazy(r.load)]));
const screen = (path: string) => {
  const Screen = screens.get(path)!;
  return <Screen />;
};

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path={LOGIN.path} element={screen(LOGIN.path)} />
        <Route path={SETUP.path} element={screen(SETUP.path)} />
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
