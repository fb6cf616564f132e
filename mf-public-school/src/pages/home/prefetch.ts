import type { QueryClient } from '@tanstack/react-query';
import { preloadResponsiveImage } from '@school/shared/public';
import { carouselQueryOptions } from '../../features/home/api/get-carousel';
import { modalQueryOptions } from '../../features/home/api/get-modal';
import { upcomingEventsQueryOptions } from '../../features/events/api/get-upcoming-events';
import { latestNewsQueryOptions } from '../../features/news/api/get-latest-news';

/**
 * The home page's first-screen data: the '/' entry's `prefetch` in the route table, which
 * RemoteApp calls together with the page's code when '/' is opened (never at import time),
 * so the API calls do not wait for the page chunk to arrive;
 * the first slide (the largest paint) starts downloading as soon as its path is known. The
 * welcome image is not preloaded: the pop-up opens only after the page has loaded and gone idle.
 */
export function prefetchHome(client: QueryClient) {
  void client
    .fetchQuery(carouselQueryOptions())
    .then((slides) => preloadResponsiveImage(slides[0]?.image, '100vw'))
    .catch(() => undefined);
  void client.prefetchQuery(modalQueryOptions());
  void client.prefetchQuery(latestNewsQueryOptions());
  void client.prefetchQuery(upcomingEventsQueryOptions());
}
