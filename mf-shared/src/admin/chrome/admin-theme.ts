import type { ThemeConfig } from 'antd';

/**
 * Token overrides for the admin consoles, applied by AdminLayout on top of the
 * kit theme, so that every console screen passes WCAG AA contrast under axe in
 * both themes. antd's defaults fail there: secondary text (0.45 alpha), red
 * danger text, and white text on the dark theme's primary blue.
 */
export function adminThemeOverrides(dark: boolean): ThemeConfig {
  if (!dark) {
    return {
      token: {
        colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
        colorTextDescription: 'rgba(0, 0, 0, 0.65)',
        colorError: '#cf1322',
      },
    };
  }
  const link = '#69b1ff';
  return {
    token: {
      // White text on the primary (buttons, the selected menu item) needs a deep blue.
      colorPrimary: '#1668dc',
      colorLink: link,
      colorError: '#ff7875',
      colorTextSecondary: 'rgba(255, 255, 255, 0.65)',
      colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    },
    // Where antd paints text in the primary colour on the dark background, use the lighter blue.
    components: {
      Tabs: { itemSelectedColor: link, itemActiveColor: link, itemHoverColor: link },
      Pagination: { itemActiveColor: link, itemActiveColorHover: link },
    },
  };
}
