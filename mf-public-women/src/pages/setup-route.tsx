import { SetupPage } from '@school/shared/admin';

/** /admin/setup: the first-run form, outside the site layout like the sign-in page. */
export default function SetupRoute() {
  return <SetupPage />;
}
