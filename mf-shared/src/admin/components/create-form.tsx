import '../admin.css';
import { Alert, Button, Flex, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SavedItem } from '../api/use-create-form';
import { EditingBanner } from '../editing/editing-banner';
import { StaleSaveAlert } from '../editing/stale-save';
import type { EditingPresence } from '../editing/use-editing';

/** What the frame reads from `useCreateForm` (or from a form's own mutation and upload gate). */
export interface CreateFormState {
  /** The server's message after a failed request. */
  error: string | null;
  mutation: { isPending: boolean };
  /** Holds the submit button while an upload is running or has failed. */
  gate?: { blocked: boolean };
  /** The record the form has just created, named with a link to it (`useCreateForm`'s `savedLink`). */
  saved?: SavedItem | null;
  /** Who else has the record open (an edit form, issue 32): the form waits for whoever opened it first. */
  presence?: EditingPresence;
  /** The save was refused as someone else's version is newer (409), and how to load theirs. */
  stale?: boolean;
  reload?: () => void;
}

export interface CreateFormProps<V> extends Omit<FormProps<V>, 'children'> {
  /** The form's accessible name, its SPEC title (e.g. 'Create Notice'). */
  'aria-label': string;
  state: CreateFormState;
  /** The submit button's text (SPEC wording). */
  submitText: string;
  /**
   * A create form with `PublishingFields` (issue 38): 'Save draft' and 'Publish now' (or 'Schedule',
   * when a time is set) instead of the one submit button, so nothing goes public by default.
   */
  publishing?: boolean;
  /** The fields, between the server's message and the submit button. */
  children: ReactNode;
}

/** The two sending buttons of a create form that publishes: each sets the status it sends. */
function PublishButtons({ state, form }: { state: CreateFormState; form: NonNullable<FormProps['form']> }) {
  const scheduled = Form.useWatch('schedule', form) === true;
  const send = (status: 'draft' | 'published') => () => form.setFieldValue('status', status);
  const busy = { loading: state.mutation.isPending, disabled: state.gate?.blocked || state.presence?.held };
  return (
    <Flex gap={8} wrap>
      <Button htmlType="submit" onClick={send('draft')} {...busy}>
        Save draft
      </Button>
      <Button type="primary" htmlType="submit" onClick={send('published')} {...busy}>
        {scheduled ? 'Schedule' : 'Publish now'}
      </Button>
    </Flex>
  );
}

/**
 * The frame of every console form that sends a record (SPEC.md §4): the server's message above the fields,
 * the fields, and the submit button, busy while the request runs and held while an upload is. After a
 * create, the record it made is named above the emptied form with a link to it.
 * Pass `useCreateForm`'s `formProps` through, and the hook's result as `state`.
 */
export function CreateForm<V>({ state, submitText, publishing, children, ...formProps }: CreateFormProps<V>) {
  const saved = state.saved;
  return (
    <Form<V> {...formProps} disabled={formProps.disabled || state.presence?.held}>
      {state.presence && <EditingBanner presence={state.presence} />}
      <StaleSaveAlert message={state.error} stale={state.stale === true} onReload={state.reload} />
      {saved && (
        <Alert
          type="success"
          showIcon
          className="admin-form-alert"
          data-testid="saved-item"
          title={
            <>
              {saved.draft ? 'Saved as a draft: ' : 'Saved: '}
              <Link to={saved.href}>{saved.label}</Link>
            </>
          }
        />
      )}
      {children}
      {publishing && formProps.form ? (
        <PublishButtons state={state} form={formProps.form as NonNullable<FormProps['form']>} />
      ) : (
        <Button type="primary" htmlType="submit" loading={state.mutation.isPending} disabled={state.gate?.blocked || state.presence?.held}>
          {submitText}
        </Button>
      )}
    </Form>
  );
}
