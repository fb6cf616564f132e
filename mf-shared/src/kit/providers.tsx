import './kit.css';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { appTheme } from './theme';

/** SPEC.md §9: toasts sit bottom-right, close after 5000 ms, and at most 3 show at once. */
export const TOAST_CONFIG = { placement: 'bottomRight', duration: 5, maxCount: 3 } as const;

/** On a failed submit, the first field in error is scrolled into view and focused (every antd Form). */
export const FORM_CONFIG = { scrollToFirstError: { focus: true, block: 'center' } } as const;

export function KitProvider({ dark, children }: { dark: boolean; children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme(dark)} form={FORM_CONFIG}>
      <AntApp notification={TOAST_CONFIG} message={{ maxCount: 3, duration: 5 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
