import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLateValidation, useToast, useUploadGate } from '@school/shared/kit';
import { callWith } from '@school/shared/session';
import { editableOf } from '../editing/use-editing';
import { ifUnmodifiedSince, useEditTogether } from '../editing/stale-save';
import { resourceKey, type FormCalls } from './keys';
import { EVENT_DETAIL_FIELDS, NEPALI_CAREER_FIELDS, NEPALI_TEXT_FIELDS } from '@school/shared/contract';

/**
 * Edit mode of a create form (issue 14): the record's id, the form's values prefilled from it,
 * and how the values become the PUT body (every field optional). File fields left empty keep their
 * file: an empty value is not sent.
 */
export interface EditTarget<V, B> {
  id: string;
  values: Partial<V>;
  /** Default: the create's `toBody`, or the values themselves. */
  toBody?: (values: V) => Partial<B>;
  /**
   * The record's `updatedAt` as loaded (issue 32, item 6): the save sends it back (`If-Unmodified-Since`),
   * and the API refuses it with 409 when someone saved in between. A new one (after 'Reload') resets the form.
   */
  updatedAt?: string;
}

export interface CreateFormOptions<V, B> {
  /** The declared create (POST) and, for edit mode, update (PUT) of the resource, e.g. the contract's createSlide and updateSlide. */
  endpoints: Pick<FormCalls, 'create'> & Partial<Pick<FormCalls, 'update'>>;
  /** Exact success toast (SPEC.md §8). */
  successText: string;
  /** Turns the form's values into the request body. */
  toBody?: (values: V) => B;
  /** Other paths whose lists reload after a create (e.g. '/api/dashboard/counts'). */
  alsoInvalidate?: string[];
  /** After the toast: close a dialog, navigate… */
  onDone?: () => void;
  /** Set: the form edits this record instead of creating one. */
  edit?: EditTarget<V, B>;
  /**
   * Where the console shows a record just created (its edit screen, or the list that holds it): the
   * form then names what it saved with a link there, instead of only going blank (issue 38).
   */
  savedLink?: (created: { _id: string }) => string;
}

/** A record just created, as the form names it: its title or name, and the console path that shows it. */
export interface SavedItem {
  label: string;
  href: string;
  draft: boolean;
}

/** What a person calls a record: its title, name or full name. */
export function itemLabel(item: Record<string, unknown>): string {
  for (const key of ['title', 'name', 'fullName']) {
    const v = item[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return 'The new item';
}

/** The optional Nepali fields (issue 13), event details (issue 38) and a notice's body (issue 32): an edit sends them even when emptied, which clears them. */
const CLEARABLE: ReadonlySet<string> = new Set([...NEPALI_TEXT_FIELDS, ...NEPALI_CAREER_FIELDS, ...EVENT_DETAIL_FIELDS, 'body']);

/**
 * What an edit sends: nothing for the fields left empty (a file not chosen again keeps its file), except
 * a Nepali field the visitor emptied: sent as '' so the item loses its Nepali version (one never filled
 * in is not sent).
 */
export function withoutEmpty<B extends object>(body: B): Partial<B> {
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => (CLEARABLE.has(k) ? typeof v === 'string' : v !== undefined && v !== null && v !== '')),
  ) as Partial<B>;
}

/**
 * Everything an admin "create" form needs (SPEC.md §4): late validation, the
 * upload gate, the POST, and on success the form cleared, the toast, and the
 * list reloaded. A failure keeps the values and shows the server's message.
 * With `edit` the same form edits a record: prefilled, and saved with a PUT.
 */
export function useCreateForm<V extends object, B = V>(options: CreateFormOptions<V, B>) {
  const [form] = Form.useForm<V>();
  const late = useLateValidation();
  const gate = useUploadGate();
  const toast = useToast();
  const client = useQueryClient();
  const { endpoints, edit } = options;
  const [saved, setSaved] = useState<SavedItem | null>(null);
  const mutation = useMutation({
    mutationFn: (body: B | Partial<B>): Promise<unknown> => {
      if (!edit) return callWith(endpoints.create, { body });
      if (!endpoints.update) throw new Error(`${endpoints.create.path}: an edit needs the update endpoint`);
      return callWith(endpoints.update, { params: { id: edit.id }, body }, ifUnmodifiedSince(edit.updatedAt));
    },
    onSuccess: () =>
      Promise.all([endpoints.create.path, ...(options.alsoInvalidate ?? [])].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) }))),
  });

  const toBody = (values: V): B | Partial<B> => {
    if (!edit) return options.toBody ? options.toBody(values) : (values as unknown as B);
    const body = edit.toBody ? edit.toBody(values) : options.toBody ? options.toBody(values) : (values as unknown as B);
    return withoutEmpty(body as object) as Partial<B>;
  };

  const onFinish = (values: V) => {
    late.markTried();
    setSaved(null);
    mutation.mutate(toBody(values), {
      onSuccess: (created) => {
        if (!edit && options.savedLink && created && typeof created === 'object' && '_id' in created) {
          const item = created as Record<string, unknown> & { _id: string };
          setSaved({ label: itemLabel(item), href: options.savedLink(item), draft: item.status === 'draft' });
        }
        form.resetFields();
        late.reset();
        mutation.reset();
        toast.success(options.successText);
        options.onDone?.();
      },
    });
  };

  const reset = () => {
    form.resetFields();
    late.reset();
    mutation.reset();
  };

  // editing together (issue 32, item 6): who else has the record open, for the edit forms of news,
  // notices, events, careers and pages
  // someone saved the record after this form loaded it (409): 'Reload' reads it again, and the form
  // starts from their version (a new `updatedAt`)
  const { presence, stale } = useEditTogether(edit ? editableOf(endpoints.update?.path) : undefined, edit?.id, mutation.error);
  const reload = () => {
    mutation.reset();
    void client.invalidateQueries({ queryKey: resourceKey(endpoints.create.path) });
  };
  const loadedAt = edit?.updatedAt;
  useEffect(() => {
    if (loadedAt) form.resetFields();
  }, [loadedAt, form]);

  return {
    form,
    gate,
    mutation,
    reset,
    editing: edit !== undefined,
    presence,
    stale,
    reload,
    saved,
    error: mutation.error?.message ?? null,
    formProps: {
      form,
      layout: 'vertical' as const,
      requiredMark: true,
      onFinish,
      // an edit form's own field ids (antd prefixes them with the form's name): a page may show the create form too
      ...(edit ? { initialValues: edit.values, name: `edit-${edit.id}` } : {}),
      ...late.formProps,
    },
  };
}
