import { Form, Input } from 'antd';
import { CreateForm, PublishingFields } from '@school/shared/admin';
import { NamedFileFormItem } from '../../../components/named-file-form-item';
import { useCreateNoticeForm, type NoticeValues } from '../api/create-notice';

/** /admin/notices: Create Notice (SPEC.md §5 Notice), PDF only. */
export function AddNoticeForm() {
  const create = useCreateNoticeForm();
  return (
    <CreateForm<NoticeValues> {...create.formProps} aria-label="Create Notice" state={create} submitText="Create Notice">
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
      <NamedFileFormItem
        label="PDF File"
        kind="pdf"
        hint="Only PDF"
        requiredMessage="Please add PDF File"
        errorText="Only PDF file can be added."
        onStatusChange={create.gate.track('file')}
      />
      <PublishingFields />
    </CreateForm>
  );
}
