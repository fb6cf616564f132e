import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { UsersScreen } from '../../features/users/components/users-screen';

/** /admin/users: console users and their roles (admins only, issue 14). */
export default function UsersPage() {
  usePageMeta({ title: 'Users' });
  return (
    <>
      <PageHeading title="Users" />
      <UsersScreen />
    </>
  );
}
