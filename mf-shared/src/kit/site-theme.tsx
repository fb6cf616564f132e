// A site's colours from its settings (issue 31): they reach antd's tokens and the CSS custom properties
// the stylesheets read, in the server render too (the `<style>` below is part of the rendered HTML), so a
// change shows on the next page without a rebuild and without a flash of the old colour.
import type { ThemeConfig } from 'antd';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Lang } from './lang';
import { useSiteFacts } from './site';

/** The colours a site's stylesheets read, as `--site-*` custom properties on the root. */
export interface SitePalette {
  primary: string;
  /** the primary darkened: the contact bar, headings, hovered buttons */
  primaryDark: string;
  accent: string;
  /** the accent darkened: a hovered accent button */
  accentDark: string;
  /** the text on an accent background: white, or dark where white fails WCAG AA */
  onAccent: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const darken = (hex: string, factor: number) => toHex(channels(hex).map((c) => c * factor));

/** WCAG 2 contrast of a colour with white. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/**
 * The palette of a site's settings colours; null without them (before the settings arrive), so the
 * stylesheets keep their own. The darker shades keep the ratios of the school's own stylesheet.
 */
export function sitePalette(colors: { primary?: string; accent?: string } | undefined): SitePalette | null {
  const { primary = '', accent = '' } = colors ?? {};
  if (!HEX.test(primary) || !HEX.test(accent)) return null;
  return {
    primary: primary.toLowerCase(),
    primaryDark: darken(primary, 0.68),
    accent: accent.toLowerCase(),
    accentDark: darken(accent, 0.895),
    onAccent: contrastWithWhite(accent) >= 4.5 ? '#ffffff' : '#1b1b1b',
  };
}

/** The palette as a stylesheet: the `--site-*` custom properties the sites' own properties fall back from. */
export const paletteCss = (p: SitePalette): string =>
  `:root{--site-primary:${p.primary};--site-primary-dark:${p.primaryDark};--site-accent:${p.accent};--site-accent-dark:${p.accentDark};--site-on-accent:${p.onAccent}}`;

/** The app's antd theme with the site's primary as antd's primary, link and info colours (a hovered link darker). */
export function withPalette(theme: ThemeConfig | undefined, p: SitePalette): ThemeConfig {
  return { ...theme, token: { ...theme?.token, colorPrimary: p.primary, colorLink: p.primary, colorLinkHover: p.primaryDark, colorInfo: p.primary } };
}

type ProviderProps = { dark: boolean; theme?: ThemeConfig; lang: Lang; children: ReactNode };

/**
 * The app's provider in the site's colours: its antd theme takes the primary, and the page carries the
 * palette's custom properties. Before the settings arrive (or without colours) the app's own theme.
 */
export function SiteColoured({ Provider, dark, theme, lang, children }: ProviderProps & { Provider: ComponentType<ProviderProps> }) {
  const { colors } = useSiteFacts();
  const palette = useMemo(() => sitePalette(colors), [colors]);
  const themed = useMemo(() => (palette ? withPalette(theme, palette) : theme), [palette, theme]);
  return (
    <Provider dark={dark} theme={themed} lang={lang}>
      {palette && <style data-site-colors="">{paletteCss(palette)}</style>}
      {children}
    </Provider>
  );
}
