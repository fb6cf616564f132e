import { Form, Input } from 'antd';
import { CreateForm, NepaliItem, PublishingFields, SideBySide } from '@school/shared/admin';
import { NamedFileFormItem } from '../../../components/named-file-form-item';
import type { Notice } from '@school/shared/contract';
import { useCreateNoticeForm, type NoticeValues } from '../api/create-notice';

/** /admin/notices: Create Notice (SPEC.md §5 Notice), PDF only; with `notice`, the same form edits it (issue 14). */
export function AddNoticeForm({ notice, onDone }: { notice?: Notice; onDone?: () => void } = {}) {
  const create = useCreateNoticeForm(notice, onDone);
  return (
    <CreateForm<NoticeValues>
      {...create.formProps}
      aria-label={notice ? 'Edit Notice' : 'Create Notice'}
      state={create}
      submitText={notice ? 'Save Changes' : 'Create Notice'}
      publishing={!notice}
    >
      <SideBySide>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Notice title' }]}>
          <Input />
        </Form.Item>
        <NepaliItem name="titleNe" label="Title" />
      </SideBySide>
      <SideBySide>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ required: true, whitespace: true, message: 'Please provide Notice description' }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <NepaliItem name="descriptionNe" label="Description" rows={4} />
      </SideBySide>
      <NamedFileFormItem
        label="PDF File"
        kind="pdf"
        hint="Only PDF"
        requiredMessage="Please add PDF File"
        errorText="Only PDF file can be added."
        onStatusChange={create.gate.track('file')}
        current={notice?.originalFile}
      />
      <PublishingFields defaults={!notice} />
    </CreateForm>
  );
}
