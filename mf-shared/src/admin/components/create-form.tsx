import '../admin.css';
import { Alert, Button, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

/** What the frame reads from `useCreateForm` (or from a form's own mutation and upload gate). */
export interface CreateFormState {
  /** The server's message after a failed request. */
  error: string | null;
  mutation: { isPending: boolean };
  /** Holds the submit button while an upload is running or has failed. */
  gate?: { blocked: boolean };
}

export interface CreateFormProps<V> extends Omit<FormProps<V>, 'children'> {
  /** The form's accessible name, its SPEC title (e.g. 'Create Notice'). */
  'aria-label': string;
  state: CreateFormState;
  /** The submit button's text (SPEC wording). */
  submitText: string;
  /** The fields, between the server's message and the submit button. */
  children: ReactNode;
}

/**
 * The frame of every console form that sends a record (SPEC.md §4): the server's message above the fields,
 * the fields, and the submit button, busy while the request runs and held while an upload is.
 * Pass `useCreateForm`'s `formProps` through, and the hook's result as `state`.
 */
export function CreateForm<V>({ state, submitText, children, ...formProps }: CreateFormProps<V>) {
  return (
    <Form<V> {...formProps}>
      {state.error && <Alert type="error" showIcon title={state.error} className="admin-form-alert" />}
      {children}
      <Button type="primary" htmlType="submit" loading={state.mutation.isPending} disabled={state.gate?.blocked}>
        {submitText}
      </Button>
    </Form>
  );
}
