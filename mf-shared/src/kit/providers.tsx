import './kit.css';
import './devanagari.css';
import { ConfigProvider, notification, theme as antdTheme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { FORM_CONFIG, TOAST_CONFIG } from './kit-config';
import { ToastContext } from './toast-context';
import { appTheme } from './theme';

export { FORM_CONFIG, TOAST_CONFIG };

/**
 * The toasts' holder and the base text style antd's `App` would give (colour, size, line height,
 * font stack). Not antd's `App` itself: it also brings message and modal (rc-dialog, Button, the
 * confirm dialog), and only the toasts are used.
 */
function ToastHost({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  const { token } = antdTheme.useToken();
  return (
    <ToastContext.Provider value={api}>
      <div className="kit-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {children}
        {holder}
      </div>
    </ToastContext.Provider>
  );
}

/** The consoles' providers: antd's theme (with an app's own tokens over it), form settings and toasts. */
export function KitProvider({ dark, theme, children }: { dark: boolean; theme?: ThemeConfig; children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme(dark)} form={FORM_CONFIG}>
      {theme ? (
        <ConfigProvider theme={theme}>
          <ToastHost>{children}</ToastHost>
        </ConfigProvider>
      ) : (
        <ToastHost>{children}</ToastHost>
      )}
    </ConfigProvider>
  );
}
