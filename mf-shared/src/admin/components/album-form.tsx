import '../admin.css';
import { Form, Input } from 'antd';
import type { AlbumBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import { CreateForm } from './create-form';
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
  const create = useCreateForm<AlbumValues>({ path, successText, alsoInvalidate });
  return (
    <CreateForm<AlbumValues> {...create.formProps} aria-label="Add Images" state={create} submitText="Create Album">
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
        onStatusChange={create.gate.track('images')}
      />
    </CreateForm>
  );
}
