import { useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { AntdConfig } from './antd-config';
import { AntdSettingsContext } from './antd-theme-context';

/** A part of a page that uses antd may toast (a form's send): its toast code is fetched now, while online. */
function PreloadToasts() {
  useEffect(() => {
    import('./toast-host').catch(() => undefined);
  }, []);
  return null;
}

/**
 * antd's theme, form settings and language around the part of a public page that uses antd. The
 * console's KitProvider sets them for the whole console, so there (and inside another scope) this
 * adds nothing.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const settings = useContext(AntdSettingsContext);
  if (!settings || settings.scoped) return <>{children}</>;
  const scoped = (
    <AntdSettingsContext.Provider value={{ ...settings, scoped: true }}>
      <PreloadToasts />
      {children}
    </AntdSettingsContext.Provider>
  );
  return <AntdConfig settings={settings}>{scoped}</AntdConfig>;
}

/** A component that uses antd, wrapped in an AntdScope (its theme, form settings and language). */
export function withAntd<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `withAntd(${Component.displayName || Component.name || 'Component'})`;
  return Scoped;
}
