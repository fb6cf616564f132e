import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { STAFF_ENDPOINTS as E, type LoginBody } from '@school/shared/contract';
import { EmailField, ForgotPassword, ResetPassword, resetTokenOf, TwoFactorStep } from './login-steps';
import { call, useSessionStore, type UserInfo } from '@school/shared/session';
import { useLateValidation, usePageMeta, withAntd } from '@school/shared/kit';

const HOME = '/admin/home';

/**
 * SPEC.md §4: after login go to the address after '=' in the query string, else /admin/home, with a reload.
 * Only a path on this site may be the target: browsers read `/\host`, `/<tab>/host` or `/<newline>/host`
 * as `//host` (another site), so backslashes and control characters are refused outright, and what is
 * left must resolve to this page's own origin; the resolved path is checked again, since it is what is used.
 */
export function loginTarget(search: string, origin: string = window.location.origin): string {
  const i = search.indexOf('=');
  if (i < 0) return HOME;
  let raw: string;
  try {
    raw = decodeURIComponent(search.slice(i + 1));
  } catch {
    return HOME; // a malformed %-escape
  }
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f-\u009f]/.test(raw)) return HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== new URL(origin).origin) return HOME;
  // The value checked is the value used: resolving removes dot segments, so `/.//evil.example/x` comes
  // out as `//evil.example/x`, which a browser reads as another site. What is returned must pass again.
  const target = url.pathname + url.search + url.hash;
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : HOME;
}

type LoginValues = LoginBody;

function LoginPageParts({ aside }: { aside: ReactNode }) {
  usePageMeta({ title: 'Admin Login' });
  const login = useSessionStore((s) => s.login);
  const expired = useSessionStore((s) => s.sessionExpired);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formProps } = useLateValidation();
  // issue 34: the second step (2FA), "Forgot password?" and the mailed reset link share this page
  const [step, setStep] = useState<{ kind: 'password' | 'forgot' } | { kind: '2fa'; ticket: string } | { kind: 'reset'; token: string }>({ kind: 'password' });
  // after hydration: the server rendered the password step (it never sees the fragment)
  useEffect(() => {
    const token = resetTokenOf(window.location.hash);
    if (token) setStep({ kind: 'reset', token });
  }, []);
  const signedIn = (user: UserInfo) => {
    login(user);
    window.location.assign(loginTarget(window.location.search));
  };
  const back = () => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
    setStep({ kind: 'password' });
  };

  const onFinish = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call(E.login, { body: values });
      if ('twoFactorRequired' in answer) {
        setStep({ kind: '2fa', ticket: answer.ticket });
        setBusy(false);
        return;
      }
      signedIn(answer);
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
        {step.kind === '2fa' && <TwoFactorStep ticket={step.ticket} onSignedIn={signedIn} onCancel={back} />}
        {step.kind === 'forgot' && <ForgotPassword onBack={back} />}
        {step.kind === 'reset' && <ResetPassword token={step.token} onBack={back} />}
        {step.kind === 'password' && error && <Alert type="error" showIcon title={error} role="alert" />}
        {step.kind === 'password' && (
          <>
            <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false} {...formProps}>
              <EmailField />
              <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} block>
                Login
              </Button>
            </Form>
            <Button type="link" className="login-forgot" onClick={() => setStep({ kind: 'forgot' })}>
              Forgot password?
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}

/** On a public host the login page is the public remote's, which has no antd theme outside an AntdScope. */
export const LoginPage = withAntd(LoginPageParts);
