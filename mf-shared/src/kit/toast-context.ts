import type { notification } from 'antd';
import { createContext } from 'react';

type NotificationApi = ReturnType<typeof notification.useNotification>[0];

/** The toasts' API, given by KitProvider (antd's notification hook, placed inside the theme). */
export const ToastContext = createContext<NotificationApi | null>(null);
