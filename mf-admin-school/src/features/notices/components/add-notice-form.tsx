import { Form } from 'antd';
import { BilingualField, CreateForm, PublishingFields, richTextEditor } from '@school/shared/admin';
import { stripHtml } from '@school/shared/kit';
import { NamedFileFormItem } from '../../../components/named-file-form-item';
import type { Notice } from '@school/shared/contract';
import { useCreateNoticeForm, type NoticeValues } from '../api/create-notice';

/**
 * /admin/notices: Create Notice (SPEC.md §5 Notice); with `notice`, the same form edits it (issue 14). A
 * notice is a PDF, a web page (its text, in English and Nepali, issue 32) or both: the PDF is required
 * only while the text is empty.
 */
export function AddNoticeForm({ notice, onDone }: { notice?: Notice; onDone?: () => void } = {}) {
  const create = useCreateNoticeForm(notice, onDone);
  const body = Form.useWatch('body', create.form);
  const hasText = stripHtml(body).trim() !== '';
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
      <BilingualField
        name="body"
        neName={['ne', 'body']}
        label="Notice text (web page)"
        editor={richTextEditor}
        extra="Shown as the notice's own page, which phones, translation tools and search engines read. Optional with a PDF."
      />
      <NamedFileFormItem
        label="PDF File"
        kind="pdf"
        hint={hasText ? 'Only PDF; optional, as the notice has its text' : 'Only PDF'}
        requiredMessage={hasText ? undefined : 'Please add PDF File'}
        errorText="Only PDF file can be added."
        onStatusChange={create.gate.track('file')}
        current={notice?.originalFile || undefined}
      />
      <PublishingFields defaults={!notice} />
    </CreateForm>
  );
}
