import type { ThemeConfig } from 'antd';

/** The centre's plum, dark enough for WCAG AA on white (about 10:1). */
export const WOMEN_PRIMARY = '#7a1f5c';

/** Layered over the kit's light theme: only the brand colour changes. */
export const womenTheme: ThemeConfig = {
  token: { colorPrimary: WOMEN_PRIMARY, colorLink: WOMEN_PRIMARY, colorInfo: WOMEN_PRIMARY },
};
