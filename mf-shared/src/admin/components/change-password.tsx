import '../admin.css';
import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Modal, Progress, Tooltip, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { call, useSessionStore, type UserInfo } from '@school/shared/session';
import { useLateValidation, useToast } from '@school/shared/kit';
import { MIN_PASSWORD, MIN_SCORE, passwordScore, STRENGTH_LABELS, TOO_COMMON } from './password-strength';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export { MIN_PASSWORD };

const STRENGTH_COLORS = ['#cf1322', '#d4380d', '#d48806', '#389e0d', '#237804'];

/**
 * PUT /api/users/password. The server ends every other session and answers this session's new
 * token (the old one carries the old token version), so the console keeps going without signing in
 * again, which with two-factor sign-in would need a code.
 */
async function changePassword(values: PasswordValues, user: UserInfo): Promise<UserInfo> {
  const res = await call(E.changePassword, {
    body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
  });
  return { ...user, token: res.token ?? user.token, mustChangePassword: false };
}

/** A meter under the new password; the score comes from the lazily loaded checker. */
function StrengthMeter({ password, related }: { password: string; related: string[] }) {
  const [score, setScore] = useState<number | null>(null);
  const key = related.join('\n');
  useEffect(() => {
    let live = true;
    if (!password) {
      setScore(null);
      return;
    }
    passwordScore(password, key.split('\n')).then(
      (s) => live && setScore(s),
      () => live && setScore(null),
    );
    return () => {
      live = false;
    };
  }, [password, key]);
  if (score === null) return null;
  return (
    <div className="admin-password-strength" data-testid="password-strength" aria-live="polite">
      <Progress percent={(score + 1) * 20} steps={5} showInfo={false} strokeColor={STRENGTH_COLORS[score]} size="small" aria-hidden />
      <Typography.Text type={score < MIN_SCORE ? 'danger' : 'success'}>Strength: {STRENGTH_LABELS[score]}</Typography.Text>
    </div>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const late = useLateValidation();
  const toast = useToast();
  const email = useSessionStore((s) => s.userInfo?.email ?? '');
  const name = useSessionStore((s) => s.userInfo?.name ?? '');
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const login = useSessionStore((s) => s.login);
  const userInfo = useSessionStore((s) => s.userInfo);
  const mutation = useMutation({
    mutationFn: (v: PasswordValues) => {
      if (!userInfo) throw new Error('Please sign in again');
      return changePassword(v, userInfo);
    },
  });

  const onFinish = (values: PasswordValues) => {
    late.markTried();
    mutation.mutate(values, {
      onSuccess: (user) => {
        login(user);
        form.resetFields();
        toast.success('Password Changed Successfully');
        onDone();
      },
    });
  };

  return (
    <Form<PasswordValues> form={form} layout="vertical" onFinish={onFinish} {...late.formProps} aria-label="Change password">
      {mutation.error && <Alert type="error" showIcon title={mutation.error.message} className="admin-form-alert" />}
      <Form.Item
        name="currentPassword"
        label="Current password"
        rules={[{ required: true, message: 'Please provide your current password' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="New password"
        rules={[
          { required: true, message: 'Please provide a new password' },
          { min: MIN_PASSWORD, message: `The new password needs at least ${MIN_PASSWORD} characters` },
          {
            // NIST 800-63B: refuse common passwords (the server checks the same way)
            validator: async (_, value: string | undefined) => {
              if (!value || [...value].length < MIN_PASSWORD) return;
              if ((await passwordScore(value, [email, name])) < MIN_SCORE) throw new Error(TOO_COMMON);
            },
          },
        ]}
        extra={<StrengthMeter password={newPassword} related={[email, name]} />}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm new password"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please confirm the new password' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error('The two passwords do not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        Change password
      </Button>
    </Form>
  );
}

/**
 * The whole screen of a user an admin created, at first sign-in (`mustChangePassword`): the API
 * answers 403 to everything else until the password is changed. The new session then opens the console.
 */
export function FirstPasswordChange({ title }: { title: string }) {
  const name = useSessionStore((s) => s.userInfo?.name ?? '');
  return (
    <div className="admin-first-password">
      <Card title={`${title}: choose your password`} style={{ maxWidth: 480, margin: '48px auto' }}>
        <Typography.Paragraph>
          Welcome{name ? `, ${name}` : ''}. Your account was created with a temporary password: please choose your own before you continue.
        </Typography.Paragraph>
        <ChangePasswordForm onDone={() => undefined} />
      </Card>
    </div>
  );
}

/** Top-bar button and dialog for an admin to change their own password. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Change password">
        <Button type="text" aria-label="Change password" icon={<KeyOutlined />} onClick={() => setOpen(true)} />
      </Tooltip>
      <Modal title="Change password" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <ChangePasswordForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
