import { Form, Input } from 'antd';
import { CreateForm } from '@school/shared/admin';
import { NamedFileFormItem } from '../../../components/named-file-form-item';
import type { Download } from '@school/shared/contract';
import { useCreateDownloadForm, type DownloadValues } from '../api/create-download';

/** /admin/downloads: Create Download (SPEC.md §5 Download); with `download`, the same form edits it (issue 14). */
export function AddDownloadForm({ download, onDone }: { download?: Download; onDone?: () => void } = {}) {
  const create = useCreateDownloadForm(download, onDone);
  return (
    <CreateForm<DownloadValues>
      {...create.formProps}
      aria-label={download ? 'Edit Download' : 'Create Download'}
      state={create}
      submitText={download ? 'Save Changes' : 'Create Download'}
    >
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Download title' }]}>
        <Input />
      </Form.Item>
      <NamedFileFormItem
        label="File (jpg, jpeg, png, pdf, docx or word)"
        kind="download"
        hint="Only jpg | jpeg | png | pdf | docx | word"
        requiredMessage="Please add Valid file"
        errorText="Please add valid file"
        onStatusChange={create.gate.track('file')}
        current={download?.originalFile}
      />
    </CreateForm>
  );
}
