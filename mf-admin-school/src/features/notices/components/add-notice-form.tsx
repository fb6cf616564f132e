import { BilingualField, CreateForm, PublishingFields } from '@school/shared/admin';
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
      <BilingualField name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Notice title' }]} />
      <BilingualField name="description" label="Description" rows={4} rules={[{ required: true, whitespace: true, message: 'Please provide Notice description' }]} />
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
