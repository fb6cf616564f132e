import { createContext } from 'react';

/** What a toast says: its text, and whether it is news (`status`) or a problem (`alert`). */
export interface ToastArgs {
  title: string;
  role: 'status' | 'alert';
}

/** The part of antd's notification API the kit's toasts use (useToast). */
export interface ToastApi {
  success(args: ToastArgs): void;
  error(args: ToastArgs): void;
}

/**
 * The toasts' API: antd's notification hook placed inside the theme, given by the console's KitProvider
 * at once, and by the public sites' PublicProvider on the first toast (antd is not on a public page's
 * first load).
 */
export const ToastContext = createContext<ToastApi | null>(null);
