import { ConsoleScreen } from '@school/shared/admin';
import { UsersScreen } from '../../features/users/components/users-screen';

/** /admin/users: console users and their roles (admins only, issue 14). */
export default function UsersPage() {
  return (
    <ConsoleScreen title="Users">
      <UsersScreen />
    </ConsoleScreen>
  );
}
