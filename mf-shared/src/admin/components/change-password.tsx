import '../admin.css';
import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Tooltip } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, useSessionStore, type UserInfo } from '@school/shared/session';
import { useLateValidation, useToast } from '@school/shared/ui';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const MIN_PASSWORD = 8;

/**
 * PUT /api/users/password. The server signs out older tokens, so the console
 * signs in again with the new password to keep the session going.
 */
async function changePassword(values: PasswordValues, email: string): Promise<UserInfo> {
  await api.put('/api/users/password', { currentPassword: values.currentPassword, newPassword: values.newPassword });
  return api.post<UserInfo>('/api/users/login', { email, password: values.newPassword });
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const late = useLateValidation();
  const toast = useToast();
  const email = useSessionStore((s) => s.userInfo?.email ?? '');
  const login = useSessionStore((s) => s.login);
  const mutation = useMutation({ mutationFn: (v: PasswordValues) => changePassword(v, email) });

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
        ]}
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
