import { Alert, Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCreateForm } from '@school/shared/admin';
import { EVENTS_PATH, type NewWomenEvent } from '../api/event-paths';
import { eventDateError, MAX_EVENT_DAYS } from '../event-dates';
import './events.css';

interface EventValues {
  title: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  description: string;
}

const DATE_FORMAT = 'DD-MMM-YYYY HH:mm';
const SHOW_TIME = { format: 'HH:mm', minuteStep: 5 } as const;

const toBody = (v: EventValues): NewWomenEvent => ({
  title: v.title.trim(),
  description: v.description.trim(),
  startDate: v.startDate!.toISOString(),
  endDate: v.endDate!.toISOString(),
});

/**
 * SPEC.md §2.3 and §5: the women's-centre 'add event' form. Besides the
 * required fields, the dates must both be there, the end strictly after the
 * start, and the event no longer than 20 days; the rule that fails shows above
 * the form after the first submit, and updates as the dates change.
 */
export function EventForm() {
  const [dateError, setDateError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const { formProps, mutation, error } = useCreateForm<EventValues, NewWomenEvent>({
    path: EVENTS_PATH,
    successText: 'Event Added Successfully',
    toBody,
    onDone: () => setDateError(null),
  });

  const checkDates = (values: Partial<EventValues>) => {
    const message = eventDateError(values.startDate, values.endDate);
    setDateError(message);
    return message;
  };

  return (
    <Form<EventValues>
      {...formProps}
      className="event-form"
      aria-label="Add Event"
      onFinish={(values) => {
        setTried(true);
        if (!checkDates(values)) formProps.onFinish(values);
      }}
      onFinishFailed={(info) => {
        setTried(true);
        formProps.onFinishFailed();
        checkDates(info.values);
      }}
      onValuesChange={(_, values) => tried && checkDates(values)}
    >
      {dateError && <Alert className="admin-form-alert" type="error" showIcon title={dateError} role="alert" data-testid="event-date-error" />}
      {error && <Alert className="admin-form-alert" type="error" showIcon title={error} role="alert" />}
      <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]}>
        <Input maxLength={255} />
      </Form.Item>
      <div className="event-form-dates">
        <Form.Item label="Start Date" name="startDate" rules={[{ required: true, message: 'Please select Start Date' }]}>
          <DatePicker showTime={SHOW_TIME} format={DATE_FORMAT} needConfirm={false} className="event-form-picker" />
        </Form.Item>
        <Form.Item
          label="End Date"
          name="endDate"
          rules={[{ required: true, message: 'Please select End Date' }]}
          extra={`After the start, and at most ${MAX_EVENT_DAYS} days later.`}
        >
          <DatePicker showTime={SHOW_TIME} format={DATE_FORMAT} needConfirm={false} className="event-form-picker" />
        </Form.Item>
      </div>
      <Form.Item label="Description" name="description" rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        Add Event
      </Button>
    </Form>
  );
}
