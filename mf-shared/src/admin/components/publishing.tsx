import '../admin.css';
import { Form, Radio, Tag } from 'antd';
import dayjs from 'dayjs';
import { schoolTime, schoolTimeZone } from '@school/shared/kit';
import type { Publishing, PublishStatus } from '@school/shared/contract';
import { PublishAtInput } from './publish-at-input';

/** What a form with `PublishingFields` holds: the status, and the time as the date-time input gives it. */
export interface PublishingValues {
  status?: PublishStatus;
  /** `YYYY-MM-DDTHH:mm` in the school's zone, or empty */
  publishAt?: string | null;
}

/** A stored instant → the date-time input's value, in the school's zone (as every time is shown). */
export function toPublishAtInput(iso: string | null | undefined): string {
  return schoolTime(iso ?? null)?.format('YYYY-MM-DDTHH:mm') ?? '';
}

/** The form's values → the body's `status` and `publishAt` (an ISO instant; null when empty). */
export function publishingBody(values: PublishingValues): Publishing {
  const local = values.publishAt?.trim();
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
 * The status (Draft / Published) and the optional "Publish at" of the news, notice and event forms.
 * A published item with a time in the future stays off the public site until then. A create form starts
 * them at Published and no time; an edit form gives its item's (`publishingInitialValues`) and passes
 * `defaults={false}`.
 */
export function PublishingFields({ defaults = true }: { defaults?: boolean }) {
  return (
    <>
      <Form.Item name="status" label="Status" {...(defaults ? { initialValue: 'published' } : {})}>
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
        {...(defaults ? { initialValue: '' } : {})}
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
