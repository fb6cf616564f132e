import { ConfigProvider } from 'antd';
import neNP from 'antd/locale/ne_NP';
import type { ReactNode } from 'react';
import type { AntdSettings } from './antd-theme-context';
import { FORM_CONFIG } from './kit-config';
import { appTheme } from './theme';

/** antd's theme (the kit's, with the site's tokens over it), form settings and language, from a public site's settings. */
export function AntdConfig({ settings, children }: { settings: AntdSettings; children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme(settings.dark)} form={FORM_CONFIG} {...(settings.lang === 'ne' ? { locale: neNP } : {})}>
      {settings.theme ? <ConfigProvider theme={settings.theme}>{children}</ConfigProvider> : children}
    </ConfigProvider>
  );
}
