import './kit.css';
import './devanagari.css';
import type { ThemeConfig } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AntdSettingsContext } from './antd-theme-context';
import { TOAST_CONFIG } from './kit-config';
import type { Lang } from './lang';
import { ToastContext, type ToastApi, type ToastArgs } from './toast-context';

/**
 * antd's toasts, loaded with the first toast. Should that load fail (offline, on a page whose toast
 * code was never fetched), the plain toasts below say the same, so no message is lost.
 */
const ToastHost = lazy(() => import('./toast-host').catch(() => ({ default: PlainToasts })));

/** Toasts without antd: the same texts and roles, bottom-right, each gone after TOAST_CONFIG's 5 s. */
function PlainToasts({ onReady }: { onReady: (api: ToastApi) => void }) {
  const [shown, setShown] = useState<Array<ToastArgs & { id: number; kind: 'success' | 'error' }>>([]);
  const next = useRef(0);
  useEffect(() => {
    const add = (kind: 'success' | 'error') => (args: ToastArgs) => {
      const id = next.current++;
      setShown((list) => [...list, { ...args, kind, id }].slice(-TOAST_CONFIG.maxCount));
      setTimeout(() => setShown((list) => list.filter((t) => t.id !== id)), TOAST_CONFIG.duration * 1000);
    };
    onReady({ success: add('success'), error: add('error') });
  }, [onReady]);
  return (
    <div className="kit-plain-toasts">
      {shown.map((t) => (
        <div key={t.id} role={t.role} className={`kit-plain-toast kit-plain-toast-${t.kind}`}>
          {t.title}
        </div>
      ))}
    </div>
  );
}

/**
 * The public sites' providers, with no antd on the first load: the settings that AntdScope applies
 * where a page uses antd, and toasts whose antd code loads with the first toast. Toasts asked for
 * before it has loaded are shown as soon as it has, in order.
 */
export function PublicProvider({ dark, theme, lang, children }: { dark: boolean; theme?: ThemeConfig; lang: Lang; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const api = useRef<ToastApi | null>(null);
  const waiting = useRef<Array<(a: ToastApi) => void>>([]);
  const send = useCallback((show: (a: ToastApi) => void) => {
    if (api.current) return show(api.current);
    waiting.current.push(show);
    setWanted(true);
  }, []);
  const toasts = useMemo<ToastApi>(
    () => ({ success: (args: ToastArgs) => send((a) => a.success(args)), error: (args: ToastArgs) => send((a) => a.error(args)) }),
    [send],
  );
  const onReady = useCallback((loaded: ToastApi) => {
    api.current = loaded;
    waiting.current.splice(0).forEach((show) => show(loaded));
  }, []);
  const settings = useMemo(() => ({ dark, theme, lang }), [dark, theme, lang]);
  return (
    <AntdSettingsContext.Provider value={settings}>
      <ToastContext.Provider value={toasts}>
        <div className="kit-app kit-app-public">
          {children}
          {wanted && (
            <Suspense fallback={null}>
              <ToastHost onReady={onReady} />
            </Suspense>
          )}
        </div>
      </ToastContext.Provider>
    </AntdSettingsContext.Provider>
  );
}
