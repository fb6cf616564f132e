import '../admin.css';
import { Form, Input } from 'antd';
import type { ModalBody, WomenModalBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import { CreateForm } from './create-form';
import { FileFormItem } from './file-form-item';

/** The school's body ({image}), or with `blur` the women's centre's ({image, thumbnail}). */
type ModalValues = ModalBody & Pick<WomenModalBody, 'thumbnail'>;

/**
 * Add New Modal (SPEC.md §5 Modal). `blur` is the women's-centre variant: it
 * uploads through /api/upload-blur and sends {image, thumbnail}.
 */
export function ModalForm({
  path,
  blur = false,
  successText = 'Modal Added Successfully',
}: {
  path: string;
  blur?: boolean;
  successText?: string;
}) {
  const create = useCreateForm<ModalValues>({ path, successText });
  const errorText = blur ? 'Please add valid image' : 'Only image can be uploaded';
  return (
    <CreateForm<ModalValues> {...create.formProps} aria-label="Add New Modal" state={create} submitText="Add Modal">
      <FileFormItem
        name="image"
        label="Image"
        kind={blur ? 'blur' : 'image'}
        requiredMessage={errorText}
        hint="Only image"
        errorText={errorText}
        onStatusChange={create.gate.track('image')}
        onResponse={
          blur
            ? (r) => create.form.setFieldValue('thumbnail', (r as { blurredImageURL?: string } | null)?.blurredImageURL)
            : undefined
        }
      />
      {blur && (
        <Form.Item name="thumbnail" hidden>
          <Input />
        </Form.Item>
      )}
    </CreateForm>
  );
}
