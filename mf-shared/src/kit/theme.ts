import { theme, type ThemeConfig } from 'antd';

/** antd's default blue fails WCAG AA contrast on white under axe, so the primary is darker. */
export const BRAND_PRIMARY = '#0b57a4';
/** A hovered link: darker than the primary, as antd's lighter hover fails AA on a hovered row. */
export const BRAND_PRIMARY_DARK = '#073b70';

export function appTheme(dark: boolean): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: dark ? '#4096ff' : BRAND_PRIMARY,
      colorLink: dark ? '#69b1ff' : BRAND_PRIMARY,
      // antd's derived hover is lighter (#4a8bbd: 3.5:1 on a hovered table row under axe); a darker blue keeps AA
      ...(dark ? {} : { colorLinkHover: BRAND_PRIMARY_DARK }),
      borderRadius: 6,
      fontFamily:
        // The self-hosted Devanagari face comes first: its unicode-range holds Devanagari only, so Latin
        // text falls through to the system fonts, while a system-ui that claims Devanagari without the
        // glyphs (seen on Linux) cannot turn Nepali text into empty boxes.
        "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    },
  };
}
