import { Alert, Button, Form, Input } from 'antd';
import { FileFormItem } from '@school/shared/admin';
import { useCreateNoticeForm, type NoticeValues } from '../api/create-notice';

/** /admin/notices: Create Notice (SPEC.md §5 Notice), PDF only. */
export function AddNoticeForm() {
  const { form, formProps, gate, mutation, error } = useCreateNoticeForm();
  return (
    <Form<NoticeValues> {...formProps} aria-label="Create Notice">
      {error && <Alert type="error" showIcon title={error} className="admin-form-alert" />}
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Notice title' }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[{ required: true, whitespace: true, message: 'Please provide Notice description' }]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      <FileFormItem
        name="file"
        label="PDF File"
        kind="pdf"
        hint="Only PDF"
        requiredMessage="Please add PDF File"
        errorText="Only PDF file can be added."
        onStatusChange={gate.track('file')}
        onFileName={(name) => form.setFieldValue('originalFile', name)}
      />
      <Form.Item name="originalFile" hidden>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={gate.blocked}>
        Create Notice
      </Button>
    </Form>
  );
}
