import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SETUP_TEXTS, STAFF_ENDPOINTS as E, type SetupBody } from '@school/shared/contract';
import { call } from '@school/shared/session';
import { useLateValidation, usePageMeta, withAntd } from '@school/shared/kit';
import { FileFormItem } from '../components/file-form-item';
import { MIN_PASSWORD } from '../components/password-strength';

interface SetupValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  logo?: string;
  primary?: string;
  accent?: string;
  adminName?: string;
  adminEmail: string;
  password: string;
}

/** What the form sends: the colours only when the clerk chose them (the site keeps its theme's otherwise). */
export function setupBody(v: SetupValues): SetupBody {
  const colors = { ...(v.primary ? { primary: v.primary } : {}), ...(v.accent ? { accent: v.accent } : {}) };
  return {
    name: v.name,
    address: v.address,
    phone: v.phone,
    email: v.email,
    ...(v.logo ? { logo: v.logo } : {}),
    ...(Object.keys(colors).length > 0 ? { colors } : {}),
    admin: { ...(v.adminName ? { name: v.adminName } : {}), email: v.adminEmail, password: v.password },
  };
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

function SetupPageParts() {
  usePageMeta({ title: 'Set up your website' });
  const [state, setState] = useState<'loading' | 'form' | 'done' | 'already'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formProps } = useLateValidation();

  useEffect(() => {
    call(E.setupStatus, {})
      .then((s) => setState(s.needed ? 'form' : 'already'))
      .catch((e: Error) => {
        setError(e.message);
        setState('form');
      });
  }, []);

  const onFinish = async (values: SetupValues) => {
    setBusy(true);
    setError(null);
    try {
      await call(E.runSetup, { body: setupBody(values) });
      setState('done');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-page setup-page">
      <Card className="login-card setup-card">
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Set up your website
        </Typography.Title>
        {state === 'already' && (
          <Alert type="info" showIcon title={SETUP_TEXTS.alreadyDone} action={<a href="/admin/login">Sign in</a>} />
        )}
        {state === 'done' && (
          <Alert type="success" showIcon role="status" title={SETUP_TEXTS.done} action={<a href="/admin/login">Sign in</a>} />
        )}
        {state === 'form' && (
          <>
            <Typography.Paragraph>
              Tell visitors who you are, and choose the email and password of the first administrator. Everything here can be
              changed later in the console.
            </Typography.Paragraph>
            {error && <Alert type="error" showIcon title={error} role="alert" />}
            <Form<SetupValues> layout="vertical" onFinish={onFinish} requiredMark={false} {...formProps}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                Your school
              </Typography.Title>
              <Form.Item label="School name" name="name" rules={required("Please enter the school's name")}>
                <Input autoComplete="organization" />
              </Form.Item>
              <Form.Item label="Address" name="address" rules={required('Please enter the address')}>
                <Input autoComplete="street-address" />
              </Form.Item>
              <Form.Item label="Phone" name="phone" rules={required('Please enter a phone number')}>
                <Input type="tel" inputMode="tel" autoComplete="tel" />
              </Form.Item>
              <Form.Item label="Email" name="email" rules={[...required("Please enter the school's email"), { type: 'email', message: 'Please enter a valid email address' }]}>
                <Input type="email" autoComplete="email" />
              </Form.Item>
              <FileFormItem name="logo" label="Logo (optional)" kind="image" errorText="Please choose a PNG, JPEG, GIF or WebP image" />
              <Form.Item label="Main colour (optional)" name="primary" extra="The header's colour; white text must read on it.">
                <Input type="color" className="setup-colour" />
              </Form.Item>
              <Form.Item label="Accent colour (optional)" name="accent" extra="Buttons and highlights.">
                <Input type="color" className="setup-colour" />
              </Form.Item>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                The first administrator
              </Typography.Title>
              <Form.Item label="Your name" name="adminName">
                <Input autoComplete="name" />
              </Form.Item>
              <Form.Item label="Your email" name="adminEmail" rules={[...required('Please enter your email'), { type: 'email', message: 'Please enter a valid email address' }]}>
                <Input type="email" autoComplete="username" />
              </Form.Item>
              <Form.Item label="Password" name="password" rules={required('Please choose a password')} extra={`At least ${MIN_PASSWORD} characters, not a common password, not the school's name.`}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} block>
                Set up the website
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}

/** /admin/setup: the first-run form of a new site (issue 31, item 4). Public-host page, like the login page. */
export const SetupPage = withAntd(SetupPageParts);
