import { Alert, Button, Card, Form, Input, Select, Switch, Table, Tag } from 'antd';
import { ROLES, type CreateUserBody, type Role, type UserItem } from '@school/shared/contract';
import { QueryView, useLateValidation, useToast } from '@school/shared/kit';
import { useSessionStore } from '@school/shared/session';
import { useCreateUser, usePatchUser, useUsers } from '../api/users';
import { useEndSessions, useSaveStaffSettings, useStaffSettings } from '../api/sessions';
import './users.css';

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', admissions: 'Admissions', results: 'Results' };
const roleOptions = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** The form that creates a user with a role and a temporary password (changed at their first sign-in). */
function CreateUserForm() {
  const [form] = Form.useForm<CreateUserBody>();
  const late = useLateValidation();
  const toast = useToast();
  const create = useCreateUser();
  const onFinish = (values: CreateUserBody) => {
    late.markTried();
    create.mutate(values, {
      onSuccess: (user) => {
        toast.success(`User ${user.email} created`);
        form.resetFields();
      },
    });
  };
  return (
    <Card title="Add a user">
      <Form<CreateUserBody> form={form} layout="vertical" onFinish={onFinish} initialValues={{ role: 'editor' }} {...late.formProps} aria-label="Add a user">
        {create.error && <Alert type="error" showIcon title={create.error.message} className="admin-form-alert" />}
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please provide a name' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email', message: 'Please provide a valid email' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Temporary password"
          extra="They must choose their own password when they first sign in."
          rules={[{ required: true, message: 'Please provide a temporary password' }, { min: 10, message: 'The password needs at least 10 characters' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true }]}>
          <Select options={roleOptions} aria-label="Role" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Add user
        </Button>
      </Form>
    </Card>
  );
}

/** The staff-account setting: every user must sign in with two-factor (issue 34). */
function RequireTwoFactor() {
  const settings = useStaffSettings();
  const save = useSaveStaffSettings();
  const toast = useToast();
  return (
    <Card title="Sign-in">
      <label className="admin-switch-row">
        <Switch
          checked={settings.data?.requireTwoFactor === true}
          loading={settings.isLoading || save.isPending}
          onChange={(on) =>
            save.mutate(
              { requireTwoFactor: on },
              {
                onSuccess: (s) => toast.success(s.requireTwoFactor ? 'Two-factor sign-in is now required' : 'Two-factor sign-in is now optional'),
                onError: (e) => toast.error(e.message),
              },
            )
          }
        />{' '}
        Require two-factor sign-in for every user
      </label>
      <p>A user without it is asked to set it up at the next sign-in, before anything else.</p>
    </Card>
  );
}

/** /admin/users (admins): every user with role and state; change a role, disable or enable, end their sessions, add a user. */
export function UsersScreen() {
  const users = useUsers();
  const patch = usePatchUser();
  const endSessions = useEndSessions();
  const toast = useToast();
  const me = useSessionStore((s) => s.userInfo?._id);
  const change = (user: UserItem, body: { role?: Role; disabled?: boolean }) =>
    patch.mutate(
      { id: user._id, ...body },
      {
        onSuccess: (u) => toast.success(`${u.name}: ${u.disabled ? 'disabled' : ROLE_LABELS[u.role]}`),
        onError: (e) => toast.error(e.message),
      },
    );
  // not the card grid (240-px cells): the table takes the width, the form sits beside it on a wide screen
  return (
    <div className="users-layout">
      <QueryView query={users} empty="No users yet">
        {(list) => (
          <Table<UserItem>
            rowKey="_id"
            dataSource={list}
            pagination={false}
            aria-label="Users"
            // wide on a phone: the table scrolls inside its box, the page does not
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Name', dataIndex: 'name' },
              { title: 'Email', dataIndex: 'email' },
              {
                title: 'Role',
                render: (_, u) => (
                  <Select<Role>
                    value={u.role}
                    options={roleOptions}
                    aria-label={`Role of ${u.email}`}
                    style={{ minWidth: 140 }}
                    onChange={(role) => change(u, { role })}
                  />
                ),
              },
              {
                title: 'State',
                render: (_, u) => (
                  <>
                    {u.disabled ? <Tag>Disabled</Tag> : <Tag>Active</Tag>}
                    {u.mustChangePassword && <Tag>Must change password</Tag>}
                    {u.twoFactorEnabled && <Tag color="green">2FA</Tag>}
                  </>
                ),
              },
              {
                title: 'Enabled',
                render: (_, u) => (
                  <Switch
                    checked={!u.disabled}
                    disabled={u._id === me}
                    aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.email}`}
                    onChange={(on) => change(u, { disabled: !on })}
                  />
                ),
              },
              {
                title: 'Sessions',
                render: (_, u) => (
                  <Button
                    size="small"
                    aria-label={`End sessions of ${u.email}`}
                    onClick={() =>
                      endSessions.mutate(u._id, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(e.message) })
                    }
                  >
                    End sessions
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <CreateUserForm />
      <RequireTwoFactor />
    </div>
  );
}
