import '../admin.css';
import { Form, Input } from 'antd';
import type { SlideBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import { CreateForm } from './create-form';
import { FileFormItem } from './file-form-item';

type SlideValues = SlideBody;

/** Create Carousel (SPEC.md §5 Carousel): POST `path` {title, description, image}. */
export function CarouselForm({ path, successText = 'Carousel Added Successfully' }: { path: string; successText?: string }) {
  const create = useCreateForm<SlideValues>({ path, successText });
  return (
    <CreateForm<SlideValues> {...create.formProps} aria-label="Create Carousel" state={create} submitText="Create Carousel">
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]}>
        <Input />
      </Form.Item>
      <FileFormItem
        name="image"
        label="Image"
        kind="image"
        requiredMessage="Please Select Image File"
        hint="Only image"
        errorText="Only image file can be added."
        onStatusChange={create.gate.track('image')}
      />
      <Form.Item
        name="description"
        label="Description"
        rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
    </CreateForm>
  );
}
