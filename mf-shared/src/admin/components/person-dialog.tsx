import '../admin.css';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { TeamBody, TeamMember, Testimonial, TestimonialBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import type { FormCalls } from '../api/keys';
import { CreateForm } from './create-form';
import { FileFormItem } from './file-form-item';
import { Thumb } from './image-card';

/** A team member's body, or with `withMessage` a testimonial's (the same plus its message). */
type PersonValues = TeamBody & Partial<Pick<TestimonialBody, 'message'>>;

export interface PersonDialogProps {
  /** The declared create and update, e.g. the contract's teams or student testimonials. */
  resource: FormCalls;
  /** Dialog title, e.g. 'Add Team Member'. */
  title: string;
  successText: string;
  /** Testimonials carry a message; team members do not. */
  withMessage: boolean;
  buttonLabel?: string;
}

/**
 * The team member / testimonial form; with `person` it edits that one (issue 14: PUT to the resource's update,
 * prefilled, the image kept unless a new one is chosen).
 */
export function PersonForm({
  resource,
  successText,
  withMessage,
  onDone,
  title,
  person,
}: PersonDialogProps & { onDone: () => void; person?: TeamMember & Partial<Pick<Testimonial, 'message'>> }) {
  const create = useCreateForm<PersonValues>({
    endpoints: resource,
    successText,
    onDone,
    edit: person && {
      id: person._id,
      values: { fullName: person.fullName, desc: person.desc, ...(withMessage ? { message: person.message } : {}) },
    },
  });
  return (
    <CreateForm<PersonValues> {...create.formProps} aria-label={title} state={create} submitText={person ? 'Save Changes' : 'Submit'}>
      <FileFormItem
        name="image"
        label="Image"
        kind="image"
        hint="Only image"
        requiredMessage="Please add valid image"
        errorText="Please add valid image"
        onStatusChange={create.gate.track('image')}
        current={person && <Thumb src={person.image} alt={person.fullName} className="admin-current-thumb" />}
      />
      <Form.Item name="fullName" label="Full Name" rules={[{ required: true, whitespace: true, message: 'Please provide Full Name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="desc" label="Description" rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}>
        <Input />
      </Form.Item>
      {withMessage && (
        <Form.Item name="message" label="Message" rules={[{ required: true, whitespace: true, message: 'Please provide Message' }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
      )}
    </CreateForm>
  );
}

/** A 'New' button opening a dialog that adds a team member or a testimonial; it closes on success. */
export function PersonDialog(props: PersonDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {props.buttonLabel ?? 'New'}
      </Button>
      <Modal title={props.title} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <PersonForm {...props} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
