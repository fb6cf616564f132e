import '../admin.css';
import { Alert, Button, Form, Input } from 'antd';
import type { AlbumBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import { FileFormItem } from './file-form-item';

type AlbumValues = AlbumBody;

/** Add Images (SPEC.md §5 Album): POST `path` {name, images}. */
export function AlbumForm({
  path,
  successText = 'Album Created Successfully',
  alsoInvalidate,
}: {
  path: string;
  successText?: string;
  alsoInvalidate?: string[];
}) {
  const { formProps, gate, mutation, error } = useCreateForm<AlbumValues>({ path, successText, alsoInvalidate });
  return (
    <Form<AlbumValues> {...formProps} aria-label="Add Images">
      {error && <Alert type="error" showIcon title={error} className="admin-form-alert" />}
      <Form.Item name="name" label="Album Name" rules={[{ required: true, whitespace: true, message: 'Please provide Album Name' }]}>
        <Input />
      </Form.Item>
      <FileFormItem
        name="images"
        label="Images"
        kind="images"
        hint="Only images; select several at once"
        requiredMessage="Please Select Images"
        errorText="Only image file can be added."
        onStatusChange={gate.track('images')}
      />
      <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={gate.blocked}>
        Create Album
      </Button>
    </Form>
  );
}
