import '../admin.css';
import { Card, Typography } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { useSessionStore } from '@school/shared/session';
import { PageHeading } from '../components/page-heading';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** /admin/account in both consoles: two-factor sign-in and the sessions (issue 34). */
export function AccountSecurityPage() {
  usePageMeta({ title: 'Account security' });
  return (
    <>
      <PageHeading title="Account security" />
      <div className="admin-account">
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </>
  );
}

/**
 * The whole screen while the admins require two-factor sign-in and this user has none: the API
 * answers 403 to everything else until it is on.
 */
export function TwoFactorSetupFirst({ title }: { title: string }) {
  const name = useSessionStore((s) => s.userInfo?.name ?? '');
  return (
    <div className="admin-first-password">
      <Card title={`${title}: turn on two-factor sign-in`} style={{ maxWidth: 560, margin: '48px auto' }}>
        <Typography.Paragraph>
          Welcome{name ? `, ${name}` : ''}. Every staff account here signs in with a code from an authenticator app as well as the password. Please set it up before you continue.
        </Typography.Paragraph>
      </Card>
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <TwoFactorCard />
      </div>
    </div>
  );
}
