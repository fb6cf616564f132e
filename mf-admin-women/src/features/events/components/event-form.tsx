import { Alert, Checkbox, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayToPicker, pickedDay } from '@school/shared/kit';
import {
  BilingualField,
  richTextEditor,
  BsAdDatePicker,
  CreateForm,
  EventDetailsFields,
  eventDetailsBody,
  eventDetailsInitialValues,
  nepaliBody,
  nepaliInitialValues,
  PublishingFields,
  publishingBody,
  publishingInitialValues,
  useCreateForm,
  type EventDetailValues,
  type PublishingValues,
} from '@school/shared/admin';
import { CONTENT_RESOURCES as R, NEPALI_TEXT_FIELDS, type WomenEvent, type WomenEventBody } from '@school/shared/contract';
import { DATE_MESSAGES, eventDateProblem, MAX_EVENT_DAYS, type DateProblem } from '../event-dates';
import './events.css';

interface EventValues extends PublishingValues, EventDetailValues {
  title: string;
  /** 'One day' (issue 38): no end to pick; the next day is sent as the end, as SPEC §5 wants an end after the start */
  oneDay?: boolean;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  description: string;
  titleNe?: string;
  descriptionNe?: string;
}

/** Days, not times: an event runs over whole calendar days (SPEC.md §3). */
const DATE_FORMAT = 'DD-MMM-YYYY';

const toBody = (v: EventValues): WomenEventBody => ({
  title: v.title.trim(),
  description: v.description.trim(),
  startDate: pickedDay(v.startDate!),
  endDate: pickedDay(v.oneDay ? v.startDate!.add(1, 'day') : v.endDate!),
  ...publishingBody(v),
  ...nepaliBody(v, NEPALI_TEXT_FIELDS),
  ...eventDetailsBody(v),
});

/** The dates the rules of SPEC §5 check: a one-day event ends the day after it starts. */
const withEnd = <T extends Partial<EventValues>>(v: T): T => (v.oneDay && v.startDate ? { ...v, endDate: v.startDate.add(1, 'day') } : v);

/** A stored event that ends the day after it starts is a one-day event (issue 38). */
export const isOneDay = (e: WomenEvent) => dayToPicker(e.startDate)?.add(1, 'day').format('YYYY-MM-DD') === e.endDate.slice(0, 10);

/**
 * SPEC.md §2.3 and §5: the women's-centre 'add event' form. Besides the
 * required fields, the dates must both be there, the end on a later day than
 * the start, and the event no longer than 20 days. Each problem shows once,
 * after the first submit, and updates as the dates change: a missing date under
 * its picker, both missing or a rule broken in the alert above the form.
 * With `event`, the same form edits it (issue 14: PUT, prefilled, the same checks).
 */
export function EventForm({ event, onDone }: { event?: WomenEvent; onDone?: () => void } = {}) {
  const [problem, setProblem] = useState<DateProblem | null>(null);
  const [tried, setTried] = useState(false);
  const create = useCreateForm<EventValues, WomenEventBody>({
    endpoints: R.womenEvents,
    successText: event ? 'Event Edited Successfully' : 'Event Added Successfully',
    toBody,
    onDone: () => {
      setProblem(null);
      setTried(false);
      onDone?.();
    },
    savedLink: () => '/admin/events/all',
    edit: event && {
      id: event._id,
      updatedAt: event.updatedAt,
      values: {
        title: event.title,
        description: event.description,
        startDate: dayToPicker(event.startDate),
        endDate: dayToPicker(event.endDate),
        ...publishingInitialValues(event),
        ...nepaliInitialValues(event, NEPALI_TEXT_FIELDS),
        ...eventDetailsInitialValues(event),
        oneDay: isOneDay(event),
      },
    },
  });

  const checkDates = (values: Partial<EventValues>) => {
    const dates = withEnd(values);
    const found = eventDateProblem(dates.startDate, dates.endDate);
    setProblem(found);
    return found;
  };

  const fieldState = (field: 'startDate' | 'endDate') => {
    if (!problem) return {};
    if (problem.field === field) return { validateStatus: 'error' as const, help: problem.message };
    // both missing: both pickers are marked, the one message is above the form
    if (problem.message === DATE_MESSAGES.both) return { validateStatus: 'error' as const };
    return {};
  };

  return (
    <CreateForm<EventValues>
      {...create.formProps}
      className="event-form"
      aria-label={event ? 'Edit Event' : 'Add Event'}
      state={create}
      submitText={event ? 'Save Changes' : 'Add Event'}
      publishing={!event}
      onFinish={(values) => {
        setTried(true);
        if (!checkDates(values)) create.formProps.onFinish(withEnd(values));
      }}
      onFinishFailed={(info) => {
        setTried(true);
        create.formProps.onFinishFailed();
        checkDates(info.values);
      }}
      onValuesChange={(_, values) => tried && checkDates(values)}
    >
      {problem && problem.field === null && (
        <Alert className="admin-form-alert" type="error" showIcon title={problem.message} role="alert" data-testid="event-date-error" />
      )}
      <BilingualField name="title" label="Title" englishMaxLength={255} rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]} />
      <Form.Item name="oneDay" valuePropName="checked" initialValue={false}>
        <Checkbox>One day</Checkbox>
      </Form.Item>
      <div className="event-form-dates">
        <Form.Item label="Start Date" name="startDate" required {...fieldState('startDate')}>
          <BsAdDatePicker format={DATE_FORMAT} className="event-form-picker" />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a: EventValues, b: EventValues) => a.oneDay !== b.oneDay}>
          {({ getFieldValue }) =>
            !getFieldValue('oneDay') && (
              <Form.Item
                label="End Date"
                name="endDate"
                required
                {...fieldState('endDate')}
                extra={`After the start, and at most ${MAX_EVENT_DAYS} days later.`}
              >
                <BsAdDatePicker format={DATE_FORMAT} className="event-form-picker" />
              </Form.Item>
            )
          }
        </Form.Item>
      </div>
      <EventDetailsFields />
      <BilingualField name="description" label="Description" editor={richTextEditor} rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]} />
      <PublishingFields defaults={!event} />
    </CreateForm>
  );
}
