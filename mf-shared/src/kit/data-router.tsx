import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/**
 * The consoles' router (RemoteApp's `router`): a data router, so a form can use useBlocker to ask
 * before a link or Back loses its unsaved changes (LeaveGuard).
 */
export function DataRouter({ routes, basename }: { routes: RouteObject[]; basename?: string }) {
  const [router] = useState(() => createBrowserRouter(routes, basename ? { basename } : undefined));
  // The shell swaps remotes without a reload: the old router must stop listening to history.
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
