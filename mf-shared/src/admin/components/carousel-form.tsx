import '../admin.css';
import { Alert, Button, Form, Input } from 'antd';
import type { SlideBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import { FileFormItem } from './file-form-item';

type SlideValues = SlideBody;

/** Create Carousel (SPEC.md §5 Carousel): POST `path` {title, description, image}. */
export function CarouselForm({ path, successText = 'Carousel Added Successfully' }: { path: string; successText?: string }) {
  const { formProps, gate, mutation, error } = useCreateForm<SlideValues>({ path, successText });
  return (
    <Form<SlideValues> {...formProps} aria-label="Create Carousel">
      {error && <Alert type="error" showIcon title={error} className="admin-form-alert" />}
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
        onStatusChange={gate.track('image')}
      />
      <Form.Item
        name="description"
        label="Description"
        rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={gate.blocked}>
        Create Carousel
      </Button>
    </Form>
  );
}
