import { Form } from 'antd';
import { BilingualField, BsAdDatePicker, CreateForm, EventDetailsFields, PublishingFields, richTextEditor } from '@school/shared/admin';
import type { SchoolEvent } from '@school/shared/contract';
import { useCreateEventForm, type EventValues } from '../api/create-event';

/** /admin/events: Add Upcoming Event (SPEC.md §5 Event); with `event`, the same form edits it (issue 14). */
export function AddEventForm({ event, onDone }: { event?: SchoolEvent; onDone?: () => void } = {}) {
  const create = useCreateEventForm(event, onDone);
  return (
    <CreateForm<EventValues>
      {...create.formProps}
      aria-label={event ? 'Edit Event' : 'Add Upcoming Event'}
      state={create}
      submitText={event ? 'Save Changes' : 'Add Event'}
      publishing={!event}
    >
      <BilingualField name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]} />
      <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please select Date' }]}>
        <BsAdDatePicker format="DD-MMM-YYYY" className="admin-date" />
      </Form.Item>
      <EventDetailsFields />
      <BilingualField name="description" label="Description" editor={richTextEditor} rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]} />
      <PublishingFields defaults={!event} />
    </CreateForm>
  );
}
