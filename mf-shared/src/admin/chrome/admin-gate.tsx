import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@school/shared/session';

/**
 * Route element for /admin/* paths inside a public remote. A signed-in user
 * is switched back to the console (the shell then mounts the admin remote);
 * anyone else goes to the login page with a redirect back here.
 */
export function AdminGate() {
  const { pathname, search } = useLocation();
  const signedIn = useSessionStore((s) => !!s.userInfo);
  const setAdminMode = useSessionStore((s) => s.setAdminMode);

  useEffect(() => {
    if (signedIn) setAdminMode(true);
  }, [signedIn, setAdminMode]);

  if (signedIn) return null;
  return <Navigate replace to={`/admin/login?redirect=${encodeURIComponent(pathname + search)}`} />;
}
