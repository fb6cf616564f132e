import './kit.css';
import './devanagari.css';
import { ConfigProvider, notification, theme } from 'antd';
import type { ReactNode } from 'react';
import { ToastContext } from './toast-context';
import { appTheme } from './theme';

/** SPEC.md §9: toasts sit bottom-right, close after 5000 ms, and at most 3 show at once. */
export const TOAST_CONFIG = { placement: 'bottomRight', duration: 5, maxCount: 3 } as const;

/** On a failed submit, the first field in error is scrolled into view and focused (every antd Form). */
export const FORM_CONFIG = { scrollToFirstError: { focus: true, block: 'center' } } as const;

/**
 * The toasts' holder and the base text style antd's `App` would give (colour, size, line height,
 * font stack). Not antd's `App` itself: it also brings message and modal (rc-dialog, Button, the
 * confirm dialog) onto every public page's first load, and only the toasts are used (issue 12).
 */
function ToastHost({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  const { token } = theme.useToken();
  return (
    <ToastContext.Provider value={api}>
      <div className="kit-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {children}
        {holder}
      </div>
    </ToastContext.Provider>
  );
}

export function KitProvider({ dark, children }: { dark: boolean; children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme(dark)} form={FORM_CONFIG}>
      <ToastHost>{children}</ToastHost>
    </ConfigProvider>
  );
}
