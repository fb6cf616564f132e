import { notification } from 'antd';
import { useContext, useEffect } from 'react';
import { AntdConfig } from './antd-config';
import { AntdSettingsContext } from './antd-theme-context';
import { TOAST_CONFIG } from './kit-config';
import type { ToastApi } from './toast-context';

function Holder({ onReady }: { onReady: (api: ToastApi) => void }) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}

/** antd's toasts in the site's theme, loaded by PublicProvider when a page first shows a toast. */
export default function ToastHost({ onReady }: { onReady: (api: ToastApi) => void }) {
  const settings = useContext(AntdSettingsContext);
  const holder = <Holder onReady={onReady} />;
  return settings ? <AntdConfig settings={settings}>{holder}</AntdConfig> : holder;
}
