import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { api, useSessionStore, type UserInfo } from '@school/shared/session';
import { useLateValidation } from './late-validation';
import { usePageMeta } from './page-title';

/** SPEC.md §4: after login go to the address after '=' in the query string, else /admin/home, with a reload. */
export function loginTarget(search: string): string {
  const i = search.indexOf('=');
  const raw = i >= 0 ? decodeURIComponent(search.slice(i + 1)) : '';
  // Only same-site paths: an open redirect to another origin is refused.
  return raw.startsWith('/') && !raw.startsWith('//') ? raw : '/admin/home';
}

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage({ aside, siteName }: { aside: ReactNode; siteName?: string }) {
  usePageMeta({ title: 'Admin Login', siteName });
  const login = useSessionStore((s) => s.login);
  const expired = useSessionStore((s) => s.sessionExpired);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formProps } = useLateValidation();

  const onFinish = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      const user = await api.post<UserInfo>('/api/users/login', values);
      login(user);
      window.location.assign(loginTarget(window.location.search));
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <section className="login-aside">{aside}</section>
      <Card className="login-card">
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Admin Login
        </Typography.Title>
        {expired && !error && (
          <Alert type="warning" showIcon title="Your session has expired. Please sign in again." />
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false} {...formProps}>
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, message: 'Please enter your email' },
              { type: 'email', message: 'Please enter your email' },
            ]}
          >
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            Login
          </Button>
        </Form>
      </Card>
    </main>
  );
}
