import type { ThemeConfig } from 'antd';

/** The centre's plum, dark enough for WCAG AA on white (about 10:1). */
export const WOMEN_PRIMARY = '#7a1f5c';

/**
 * Layered over the kit's light theme: the brand colour, and a darker secondary
 * text (antd's default, 45% black, fails AA contrast, e.g. a text area's count).
 */
export const womenTheme: ThemeConfig = {
  token: { colorPrimary: WOMEN_PRIMARY, colorLink: WOMEN_PRIMARY, colorInfo: WOMEN_PRIMARY, colorTextDescription: '#5c5660' },
};
