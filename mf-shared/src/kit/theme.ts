import { theme, type ThemeConfig } from 'antd';

/** antd's default blue fails WCAG AA contrast on white under axe, so the primary is darker. */
export const BRAND_PRIMARY = '#0b57a4';

export function appTheme(dark: boolean): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: dark ? '#4096ff' : BRAND_PRIMARY,
      colorLink: dark ? '#69b1ff' : BRAND_PRIMARY,
      borderRadius: 6,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif",
    },
  };
}
