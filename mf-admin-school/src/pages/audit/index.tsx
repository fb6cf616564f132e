import { ConsoleScreen } from '@school/shared/admin';
import { AuditScreen } from '../../features/audit/components/audit-screen';

/** /admin/audit: the audit log with filters (admins only, issue 14). */
export default function AuditPage() {
  return (
    <ConsoleScreen title="Audit log">
      <AuditScreen />
    </ConsoleScreen>
  );
}
