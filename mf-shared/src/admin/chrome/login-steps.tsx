import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { STAFF_ENDPOINTS as E, type ForgotPasswordBody, type LoginTwoFactorBody } from '@school/shared/contract';
import { call, type UserInfo } from '@school/shared/session';

/** The sign-in email field, with SPEC's message; the login form and 'Forgot password' share it. */
export function EmailField() {
  return (
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
  );
}

/** The reset link's token: the mail links to /admin/login#reset=<token> (a fragment never reaches a server). */
export function resetTokenOf(hash: string): string | null {
  const m = /^#reset=([A-Za-z0-9_-]{20,200})$/.exec(hash);
  return m ? m[1]! : null;
}

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorStep({ ticket, onSignedIn, onCancel }: { ticket: string; onSignedIn: (u: UserInfo) => void; onCancel: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ code }: { code: string }) => {
    setBusy(true);
    setError(null);
    try {
      const body: LoginTwoFactorBody = recovery ? { ticket, recoveryCode: code } : { ticket, code };
      onSignedIn(await call(E.loginTwoFactor, { body }));
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <Form<{ code: string }> layout="vertical" onFinish={onFinish} requiredMark={false} aria-label="Two-factor sign-in">
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Form.Item
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        name="code"
        extra={recovery ? 'One of the codes you saved when you turned on two-factor sign-in.' : 'The 6-digit code from your authenticator app.'}
        rules={[{ required: true, message: recovery ? 'Please enter a recovery code' : 'Please enter the code' }]}
      >
        <Input autoComplete="one-time-code" inputMode={recovery ? 'text' : 'numeric'} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        Verify
      </Button>
      <Button type="link" onClick={() => setRecovery(!recovery)}>
        {recovery ? 'Use a code from the app' : 'Use a recovery code'}
      </Button>
      <Button type="link" onClick={onCancel}>
        Back to sign-in
      </Button>
    </Form>
  );
}

/** "Forgot password?": the same answer whatever the address, so the page shows it as given. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: ForgotPasswordBody) => {
    setBusy(true);
    setError(null);
    try {
      setSent((await call(E.forgotPassword, { body: values })).message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<ForgotPasswordBody> layout="vertical" onFinish={onFinish} requiredMark={false} aria-label="Forgot password">
      {sent && <Alert type="success" showIcon title={sent} role="status" />}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <EmailField />
      <Button type="primary" htmlType="submit" loading={busy} block disabled={sent !== null}>
        Send reset link
      </Button>
      <Button type="link" onClick={onBack}>
        Back to sign-in
      </Button>
    </Form>
  );
}

/** The page the mailed link opens: a new password, then back to sign-in. */
export function ResetPassword({ token, onBack }: { token: string; onBack: () => void }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ password }: { password: string; confirm: string }) => {
    setBusy(true);
    setError(null);
    try {
      setDone((await call(E.resetPassword, { body: { token, password } })).message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (done) {
    return (
      <>
        <Alert type="success" showIcon title={done} role="status" />
        <Button type="primary" onClick={onBack} block>
          Sign in
        </Button>
      </>
    );
  }
  return (
    <Form<{ password: string; confirm: string }> layout="vertical" onFinish={onFinish} requiredMark={false} aria-label="Choose a new password">
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Form.Item label="New password" name="password" rules={[{ required: true, message: 'Please enter a new password' }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Please confirm the new password' },
          ({ getFieldValue }) => ({
            validator: (_r, value) => (value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('The passwords do not match'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        Set new password
      </Button>
    </Form>
  );
}
