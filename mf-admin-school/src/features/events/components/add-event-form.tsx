import { DatePicker, Form, Input } from 'antd';
import { CreateForm, PublishingFields } from '@school/shared/admin';
import { useCreateEventForm, type EventValues } from '../api/create-event';

/** /admin/events: Add Upcoming Event (SPEC.md §5 Event). */
export function AddEventForm() {
  const create = useCreateEventForm();
  return (
    <CreateForm<EventValues> {...create.formProps} aria-label="Add Upcoming Event" state={create} submitText="Add Event">
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select Date' }]}>
        <DatePicker format="DD-MMM-YYYY" className="admin-date" />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
      <PublishingFields />
    </CreateForm>
  );
}
