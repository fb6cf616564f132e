import { Form } from 'antd';
import { useLateValidation, useToast, useUploadGate } from '@school/shared/kit';
import { useCreateItem } from './create-item';

export interface CreateFormOptions<V, B> {
  /** POST path, e.g. '/api/carousel'. */
  path: string;
  /** Exact success toast (SPEC.md §8). */
  successText: string;
  /** Turns the form's values into the request body. */
  toBody?: (values: V) => B;
  /** Other paths whose lists reload after a create (e.g. '/api/dashboard/counts'). */
  alsoInvalidate?: string[];
  /** After the toast: close a dialog, navigate… */
  onDone?: () => void;
}

/**
 * Everything an admin "create" form needs (SPEC.md §4): late validation, the
 * upload gate, the POST, and on success the form cleared, the toast, and the
 * list reloaded. A failure keeps the values and shows the server's message.
 */
export function useCreateForm<V extends object, B = V>(options: CreateFormOptions<V, B>) {
  const [form] = Form.useForm<V>();
  const late = useLateValidation();
  const gate = useUploadGate();
  const toast = useToast();
  const mutation = useCreateItem<B>(options.path, options.alsoInvalidate);

  const onFinish = (values: V) => {
    late.markTried();
    const body = options.toBody ? options.toBody(values) : (values as unknown as B);
    mutation.mutate(body, {
      onSuccess: () => {
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

  return {
    form,
    gate,
    mutation,
    reset,
    error: mutation.error?.message ?? null,
    formProps: { form, layout: 'vertical' as const, requiredMark: true, onFinish, ...late.formProps },
  };
}
