import '../admin.css';
import { Form, Input } from 'antd';
import type { Modal, ModalBody, WomenModalBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import type { FormCalls } from '../api/keys';
import { CreateForm } from './create-form';
import { FileFormItem } from './file-form-item';
import { Thumb } from './image-card';

/** The school's body ({image}), or with `blur` the women's centre's ({image, thumbnail}). */
type ModalValues = ModalBody & Pick<WomenModalBody, 'thumbnail'>;

/**
 * Add New Modal (SPEC.md §5 Modal). `blur` is the women's-centre variant: it
 * uploads through /api/upload-blur and sends {image, thumbnail}. With `modal` the same form replaces
 * that modal's image (issue 14: PUT to the resource's update).
 */
export function ModalForm({
  resource,
  blur = false,
  successText,
  modal,
  onDone,
}: {
  resource: FormCalls;
  blur?: boolean;
  successText?: string;
  modal?: Modal;
  onDone?: () => void;
}) {
  const create = useCreateForm<ModalValues>({
    endpoints: resource,
    successText: successText ?? (modal ? 'Modal Edited Successfully' : 'Modal Added Successfully'),
    onDone,
    edit: modal && { id: modal._id, values: {} },
  });
  const errorText = blur ? 'Please add valid image' : 'Only image can be uploaded';
  return (
    <CreateForm<ModalValues>
      {...create.formProps}
      aria-label={modal ? 'Edit Modal' : 'Add New Modal'}
      state={create}
      submitText={modal ? 'Save Changes' : 'Add Modal'}
    >
      <FileFormItem
        name="image"
        label="Image"
        kind={blur ? 'blur' : 'image'}
        requiredMessage={errorText}
        hint="Only image"
        errorText={errorText}
        onStatusChange={create.gate.track('image')}
        current={modal && <Thumb src={modal.image} alt="Current modal" className="admin-current-thumb" />}
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
