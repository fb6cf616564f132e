import '../admin.css';
import { Alert, Button } from 'antd';
import { ApiError } from '@school/shared/session';
import type { Editable } from '@school/shared/contract';
import { useEditing, type EditingPresence } from './use-editing';

/**
 * The call options of an edit's save that send back the `updatedAt` the form loaded (issue 32, item 6), as
 * `If-Unmodified-Since`: the API answers 409 when someone saved in between. Without one, none: a save
 * keeps today's behaviour.
 */
export function ifUnmodifiedSince(loaded: string | undefined): { headers?: Record<string, string> } {
  return loaded ? { headers: { 'If-Unmodified-Since': loaded } } : {};
}

/** True when a save was refused because someone saved a newer version of the item (409). */
export function isStaleSave(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Editing together, wired for a hand-made edit form (the news, careers and page editors; `useCreateForm`
 * does the same for the others): who else has the item open (`presence`: the form waits for 'Take over'),
 * and whether the last save (`error`, the save's mutation error) was refused as stale. The save itself sends
 * `ifUnmodifiedSince(updatedAt)`. Nothing is claimed without an id (a create form).
 */
export function useEditTogether(resource: Editable | undefined, id: string | undefined, error: unknown): { presence: EditingPresence; stale: boolean } {
  const presence = useEditing(resource, id);
  return { presence, stale: isStaleSave(error) };
}

/**
 * The server's message after a failed save, above the form's fields; when someone saved a newer version
 * (`stale`), with 'Reload', which loads theirs (what was typed here goes). Nothing without a message.
 */
export function StaleSaveAlert({ message, stale, onReload }: { message: string | null | undefined; stale: boolean; onReload?: () => void }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      className="admin-form-alert"
      role="alert"
      action={
        stale && onReload ? (
          // enabled even while the form is held by someone else's editing
          <Button size="small" disabled={false} onClick={onReload}>
            Reload
          </Button>
        ) : undefined
      }
    />
  );
}
