import { useContext, useMemo } from 'react';
import { ToastContext } from './toast-context';

/** Success and error toasts with the exact texts the caller passes (SPEC.md §8). */
export function useToast() {
  const notification = useContext(ToastContext);
  return useMemo(
    () => ({
      success: (text: string) => notification?.success({ title: text, role: 'status' }),
      error: (text: string) => notification?.error({ title: text, role: 'alert' }),
    }),
    [notification],
  );
}
