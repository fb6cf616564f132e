import '../admin.css';
import { Checkbox, Form, Input, Radio, Tag } from 'antd';
import dayjs from 'dayjs';
import { schoolTime, schoolTimeZone } from '@school/shared/kit';
import type { Publishing, PublishStatus } from '@school/shared/contract';
import { PublishAtInput } from './publish-at-input';

/** What a form with `PublishingFields` holds: the status, and the time as the date-time input gives it. */
export interface PublishingValues {
  status?: PublishStatus;
  /** `YYYY-MM-DDTHH:mm` in the school's zone, or empty */
  publishAt?: string | null;
  /** a create form's 'Schedule' option: without it the time is not sent */
  schedule?: boolean;
}

/** A stored instant → the date-time input's value, in the school's zone (as every time is shown). */
export function toPublishAtInput(iso: string | null | undefined): string {
  return schoolTime(iso ?? null)?.format('YYYY-MM-DDTHH:mm') ?? '';
}

/** The form's values → the body's `status` and `publishAt` (an ISO instant; null when empty). */
export function publishingBody(values: PublishingValues): Publishing {
  const local = values.schedule === false ? '' : values.publishAt?.trim();
  return {
    status: values.status ?? 'published',
    publishAt: local ? dayjs.tz(local, schoolTimeZone()).toISOString() : null,
  };
}

/** The start values of an edit form. */
export const publishingInitialValues = (item: Partial<Publishing>): PublishingValues => ({
  status: item.status ?? 'published',
  publishAt: toPublishAtInput(item.publishAt),
});

/**
 * A create form's publishing (issue 38): no status to set (its buttons 'Save draft' and 'Publish now'
 * set it, see `CreateForm`'s `publishing`), and 'Schedule', which asks for the time it goes public.
 */
function CreatePublishing() {
  const scheduled = Form.useWatch('schedule') === true;
  return (
    <>
      <Form.Item name="status" hidden initialValue="draft">
        <Input />
      </Form.Item>
      <Form.Item name="schedule" valuePropName="checked" initialValue={false}>
        <Checkbox>Schedule: publish at a set time</Checkbox>
      </Form.Item>
      {scheduled && (
        <Form.Item
          name="publishAt"
          label="Publish at"
          initialValue=""
          rules={[{ required: true, message: 'Please choose when to publish' }]}
          extra={`The item appears on the site at this time (${schoolTimeZone()}).`}
        >
          <PublishAtInput className="admin-publish-at" />
        </Form.Item>
      )}
    </>
  );
}

/**
 * The publishing of the news, notice and event forms. A create form (`defaults`, with `CreateForm`'s
 * `publishing`) saves a draft or publishes now, or schedules; an edit form gives its item's status and
 * "Publish at" (`publishingInitialValues`, `defaults={false}`) as a Draft / Published choice and a time.
 * A published item with a time in the future stays off the public site until then.
 */
export function PublishingFields({ defaults = true }: { defaults?: boolean }) {
  if (defaults) return <CreatePublishing />;
  return (
    <>
      <Form.Item name="status" label="Status">
        <Radio.Group
          aria-label="Status"
          optionType="button"
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="publishAt"
        label="Publish at"
        extra={`Optional. A published item appears on the site at this time (${schoolTimeZone()}).`}
      >
        <PublishAtInput className="admin-publish-at" />
      </Form.Item>
    </>
  );
}

/** 'Draft', 'Scheduled for 05-Mar-2026 09:00' or 'Published', as the console lists show it. */
export function publishState(item: Partial<Publishing>, now: Date = new Date()): string {
  if (item.status === 'draft') return 'Draft';
  if (item.publishAt && Date.parse(item.publishAt) > now.getTime()) {
    return `Scheduled for ${schoolTime(item.publishAt)?.format('DD-MMM-YYYY HH:mm') ?? item.publishAt}`;
  }
  return 'Published';
}

export function PublishBadge({ item }: { item: Partial<Publishing> }) {
  const text = publishState(item);
  const state = text === 'Draft' ? 'draft' : text === 'Published' ? 'published' : 'scheduled';
  // a plain tag (its text keeps the theme's contrast) with a coloured dot, as the registration status tags
  return (
    <Tag className={`admin-publish-badge admin-publish-${state}`} data-testid="publish-badge">
      {text}
    </Tag>
  );
}
