import '../admin.css';
import { Alert, Button, Card, Form, Input, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_ENDPOINTS as E, type TwoFactorDisableBody, type TwoFactorEnableBody, type TwoFactorSetup } from '@school/shared/contract';
import { call, useSessionStore } from '@school/shared/session';

export const ME_KEY = ['account', 'me'] as const;

/** The session goes on with the token a credential change answers (every other session has ended). */
function useKeepSession() {
  const login = useSessionStore((s) => s.login);
  const userInfo = useSessionStore((s) => s.userInfo);
  return (token: string | undefined, extra: { twoFactorSetupRequired?: boolean } = {}) => {
    if (userInfo) login({ ...userInfo, token: token ?? userInfo.token, ...extra });
  };
}

/** Ten codes shown once, to write down or print; they are stored hashed and never shown again. */
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        title="Save these recovery codes now"
        description="Each code signs you in once if you lose your phone. They will not be shown again."
      />
      <ol className="admin-recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <Button type="primary" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}

function EnableForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const keep = useKeepSession();
  const enable = useMutation({
    mutationFn: (body: TwoFactorEnableBody) => call(E.twoFactorEnable, { body }),
    onSuccess: (res) => {
      keep(res.token, { twoFactorSetupRequired: false });
      onEnabled(res.recoveryCodes);
    },
  });
  const qr = `data:image/svg+xml;base64,${btoa(setup.qrSvg)}`;
  return (
    <Form<TwoFactorEnableBody> layout="vertical" requiredMark={false} aria-label="Turn on two-factor sign-in" onFinish={(v) => enable.mutate(v)}>
      <Typography.Paragraph>Scan this code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.</Typography.Paragraph>
      <img className="admin-qr" src={qr} width={200} height={200} alt="QR code for your authenticator app" />
      <Typography.Paragraph>
        Or enter this key by hand: <Typography.Text code copyable>{setup.secret}</Typography.Text>
      </Typography.Paragraph>
      {enable.error && <Alert type="error" showIcon title={enable.error.message} role="alert" />}
      <Form.Item label="Code from the app" name="code" rules={[{ required: true, message: 'Please enter the code' }]}>
        <Input autoComplete="one-time-code" inputMode="numeric" />
      </Form.Item>
      <Form.Item label="Current password" name="password" rules={[{ required: true, message: 'Please provide your current password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={enable.isPending}>
        Turn on
      </Button>
    </Form>
  );
}

function DisableForm() {
  const keep = useKeepSession();
  const client = useQueryClient();
  const disable = useMutation({
    mutationFn: (body: TwoFactorDisableBody) => call(E.twoFactorDisable, { body }),
    onSuccess: (res) => {
      keep(res.token);
      void client.invalidateQueries({ queryKey: ME_KEY });
    },
  });
  return (
    <Form<TwoFactorDisableBody> layout="vertical" requiredMark={false} aria-label="Turn off two-factor sign-in" onFinish={(v) => disable.mutate(v)}>
      {disable.error && <Alert type="error" showIcon title={disable.error.message} role="alert" />}
      <Form.Item label="Current password" name="password" rules={[{ required: true, message: 'Please provide your current password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Code from the app, or a recovery code" name="code" rules={[{ required: true, message: 'Please enter a code' }]}>
        <Input autoComplete="one-time-code" />
      </Form.Item>
      <Button danger htmlType="submit" loading={disable.isPending}>
        Turn off
      </Button>
    </Form>
  );
}

/** Two-factor sign-in: set up with a QR code, confirmed with a code, recovery codes shown once; or turned off. */
export function TwoFactorCard() {
  const client = useQueryClient();
  const me = useQuery({ queryKey: ME_KEY, queryFn: () => call(E.me, {}) });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: () => call(E.twoFactorSetup, {}),
    onSuccess: setSetup,
  });
  const on = me.data?.twoFactorEnabled === true;
  return (
    <Card
      title="Two-factor sign-in"
      extra={me.data && (on ? <Tag color="green">On</Tag> : <Tag>Off</Tag>)}
      className="admin-account-card"
    >
      {me.error && <Alert type="error" showIcon title={me.error.message} role="alert" />}
      {codes ? (
        <RecoveryCodesList
          codes={codes}
          onDone={() => {
            setCodes(null);
            setSetup(null);
            void client.invalidateQueries({ queryKey: ME_KEY });
          }}
        />
      ) : on ? (
        <>
          <Typography.Paragraph>Signing in needs your password and a code from your authenticator app.</Typography.Paragraph>
          <DisableForm />
        </>
      ) : setup ? (
        <EnableForm setup={setup} onEnabled={setCodes} />
      ) : (
        <>
          <Typography.Paragraph>Protect your account with a code from an authenticator app on your phone, as well as your password.</Typography.Paragraph>
          {start.error && <Alert type="error" showIcon title={start.error.message} role="alert" />}
          <Button type="primary" onClick={() => start.mutate()} loading={start.isPending} disabled={!me.data}>
            Set up two-factor sign-in
          </Button>
        </>
      )}
    </Card>
  );
}
