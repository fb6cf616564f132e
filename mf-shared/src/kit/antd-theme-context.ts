import type { ThemeConfig } from 'antd';
import { createContext } from 'react';
import type { Lang } from './lang';

/**
 * A public site's antd settings, given by PublicProvider without loading antd: the parts of a page
 * that use antd (a form, a drawer, a PDF viewer) read them through AntdScope, in their own chunks,
 * so a public page's first load carries no antd (issue 12's first-load budget).
 */
export interface AntdSettings {
  dark: boolean;
  /** the site's own tokens, layered over the kit's theme */
  theme?: ThemeConfig;
  lang: Lang;
  /** set inside an AntdScope, so a nested one adds nothing */
  scoped?: boolean;
}

export const AntdSettingsContext = createContext<AntdSettings | null>(null);
