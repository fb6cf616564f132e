import { App } from 'antd';
import { useMemo } from 'react';

/** Success and error toasts with the exact texts the caller passes (SPEC.md §8). */
export function useToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => notification.success({ title: text, role: 'status' }),
      error: (text: string) => notification.error({ title: text, role: 'alert' }),
    }),
    [notification],
  );
}
