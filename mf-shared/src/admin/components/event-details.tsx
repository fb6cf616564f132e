import '../admin.css';
import { Form, Input } from 'antd';
import type { EventUpdate } from '@school/shared/contract';

/** The optional start time and venue an event form holds (issue 38), as the API takes them. */
export interface EventDetailValues {
  /** `HH:mm`, the browser's time input */
  startTime?: string;
  venue?: string;
}

/** The body's `startTime` and `venue`: sent as typed ('' on an edit clears one; absent, they are left out). */
export const eventDetailsBody = (v: EventDetailValues): Pick<EventUpdate, 'startTime' | 'venue'> => ({
  startTime: v.startTime,
  venue: v.venue?.trim(),
});

/** An edit form's start values: what the event has (a field it lacks stays unset, so saving sends nothing for it). */
export const eventDetailsInitialValues = (e: EventDetailValues): EventDetailValues => ({ startTime: e.startTime, venue: e.venue });

/** 'Starts at' and 'Venue' of both consoles' event forms: optional, shown on the public event pages. */
export function EventDetailsFields() {
  return (
    <div className="admin-event-details">
      <Form.Item name="startTime" label="Starts at" extra="Optional, the school's clock.">
        <Input type="time" className="admin-time-input" />
      </Form.Item>
      <Form.Item name="venue" label="Venue" extra="Optional, e.g. School hall.">
        <Input maxLength={200} />
      </Form.Item>
    </div>
  );
}
