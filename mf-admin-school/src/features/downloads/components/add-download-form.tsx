import { Alert, Button, Form, Input } from 'antd';
import { FileFormItem } from '@school/shared/admin';
import { useCreateDownloadForm, type DownloadValues } from '../api/create-download';

/** /admin/downloads: Create Download (SPEC.md §5 Download). */
export function AddDownloadForm() {
  const { form, formProps, gate, mutation, error } = useCreateDownloadForm();
  return (
    <Form<DownloadValues> {...formProps} aria-label="Create Download">
      {error && <Alert type="error" showIcon title={error} className="admin-form-alert" />}
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Download title' }]}>
        <Input />
      </Form.Item>
      <FileFormItem
        name="file"
        label="File (jpg, jpeg, png, pdf, docx or word)"
        kind="download"
        hint="Only jpg | jpeg | png | pdf | docx | word"
        requiredMessage="Please add Valid file"
        errorText="Please add valid file"
        onStatusChange={gate.track('file')}
        onFileName={(name) => form.setFieldValue('originalFile', name)}
      />
      <Form.Item name="originalFile" hidden>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={gate.blocked}>
        Create Download
      </Button>
    </Form>
  );
}
