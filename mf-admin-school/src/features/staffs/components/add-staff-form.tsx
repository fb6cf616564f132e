import { Form, Input } from 'antd';
import { CreateForm, FileFormItem, Thumb } from '@school/shared/admin';
import type { Staff } from '@school/shared/contract';
import { useCreateStaffForm, type StaffValues } from '../api/create-staff';

/** The Add New Staff form (SPEC.md §5 Staff); with `staff`, the same form edits it (issue 14). */
export function AddStaffForm({ onDone = () => undefined, staff }: { onDone?: () => void; staff?: Staff }) {
  const create = useCreateStaffForm(onDone, staff);
  return (
    <CreateForm<StaffValues>
      {...create.formProps}
      aria-label={staff ? 'Edit Staff' : 'Add New Staff'}
      state={create}
      submitText={staff ? 'Save Changes' : 'Add Staff'}
    >
      <FileFormItem
        name="image"
        label="Image"
        kind="image"
        hint="Only image"
        requiredMessage="Please Select Image File"
        errorText="Only image file can be added."
        onStatusChange={create.gate.track('image')}
        current={staff && <Thumb src={staff.image} alt={staff.fullName} className="admin-current-thumb" />}
      />
      <Form.Item name="fullName" label="Full Name" rules={[{ required: true, whitespace: true, message: 'Please provide FullName' }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="phone"
        label="Phone"
        rules={[{ required: true, pattern: /^\+?[0-9]{6,15}$/, message: 'Please provide valid phone number' }]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="position" label="Position" rules={[{ required: true, whitespace: true, message: 'Please provide position' }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, message: 'Please provide valid email address' },
          { type: 'email', message: 'Please provide valid email address' },
        ]}
      >
        <Input type="email" />
      </Form.Item>
    </CreateForm>
  );
}
