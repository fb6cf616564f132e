import { notification } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from './antd-scope';
import { TOAST_CONFIG } from './kit-config';
import type { ToastApi } from './toast-context';

function Holder({ onReady }: { onReady: (api: ToastApi) => void }) {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}

/** antd's toasts in the site's theme, loaded by PublicProvider when a page first shows a toast. */
export default function ToastHost({ onReady }: { onReady: (api: ToastApi) => void }) {
  return (
    <AntdScope>
      <Holder onReady={onReady} />
    </AntdScope>
  );
}
