import { Alert, Button } from 'antd';
import { schoolTime } from '@school/shared/kit';
import type { EditingPresence } from './use-editing';

/** '<Name> is editing since <HH:MM>' (the school's time), with 'Take over', while someone opened the item first. */
export function EditingBanner({ presence }: { presence: EditingPresence }) {
  const first = presence.before[0];
  if (!first) return null;
  const since = schoolTime(first.since)?.format('HH:mm') ?? '';
  const more = presence.before.length - 1;
  return (
    <Alert
      type="warning"
      showIcon
      className="admin-form-alert"
      data-testid="editing-banner"
      role="status"
      title={`${first.name} is editing since ${since}${more > 0 ? ` (and ${more} more)` : ''}`}
      description="Your changes could overwrite theirs. Wait until they have saved, or take over."
      action={
        // inside a held (disabled) form, this one button stays usable
        <Button size="small" onClick={presence.takeOver} disabled={false}>
          Take over
        </Button>
      }
    />
  );
}
