import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AuditScreen } from '../../features/audit/components/audit-screen';

/** /admin/audit: the audit log with filters (admins only, issue 14). */
export default function AuditPage() {
  usePageMeta({ title: 'Audit log' });
  return (
    <>
      <PageHeading title="Audit log" />
      <AuditScreen />
    </>
  );
}
