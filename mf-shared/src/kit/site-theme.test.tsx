import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { TEST_SITE_FACTS, withSiteSettings } from '@school/shared/build/test';
import { withAntd } from './antd-scope';
import { RemoteApp } from './remote-app';
import type { SiteSource } from './site';
import { sitePalette, withPalette } from './site-theme';
import { appTheme } from './theme';

// Issue 31: a public site's colours are its settings; they reach antd's tokens and the stylesheets'
// custom properties through RemoteApp, with no rebuild.
const Token = withAntd(function Token() {
  return <output>{theme.useToken().token.colorPrimary}</output>;
});
const SCHOOL: SiteSource = { site: 'school', settingsPath: () => '/api/settings?site=school', coloured: true };

function renderApp(colors: { primary: string; accent: string }, site: SiteSource = SCHOOL) {
  const client = withSiteSettings(new QueryClient(), { school: { ...TEST_SITE_FACTS.school, colors } });
  return render(
    <RemoteApp dark={false} site={site} queryClient={client}>
      <Token />
    </RemoteApp>,
  );
}

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("a public site's colours from its settings", () => {
  test('a hovered link keeps AA contrast on a hovered table row (antd derives a lighter hover: 3.5:1)', () => {
    const hoveredRow = '#fafafa';
    expect(contrast(theme.getDesignToken(appTheme(false)).colorLinkHover, hoveredRow)).toBeGreaterThanOrEqual(4.5);
    const palette = sitePalette({ primary: '#1d4ed8', accent: '#0f766e' })!;
    expect(contrast(theme.getDesignToken(withPalette(appTheme(false), palette)).colorLinkHover, hoveredRow)).toBeGreaterThanOrEqual(4.5);
  });

  test("the demo's colours give exactly the stylesheets' own shades; the text on an accent reads", () => {
    expect(sitePalette({ primary: '#0b57a4', accent: '#f2a900' })).toEqual({ primary: '#0b57a4', primaryDark: '#073b70', accent: '#f2a900', accentDark: '#d99700', onAccent: '#1b1b1b' });
    expect(sitePalette({ primary: '#7a1f5c', accent: '#55123f' })?.onAccent).toBe('#ffffff');
    expect(sitePalette({ primary: 'red', accent: '#f2a900' })).toBeNull();
  });

  test("a changed primary is antd's primary and the pages' --site-primary", async () => {
    const { container } = renderApp({ primary: '#1d4ed8', accent: '#0f766e' });
    expect(await screen.findByText('#1d4ed8')).toBeInTheDocument();
    const css = container.querySelector('style[data-site-colors]')?.textContent;
    expect(css).toContain('--site-primary:#1d4ed8;--site-primary-dark:#143593;--site-accent:#0f766e;');
    expect(css).toContain('--site-on-accent:#ffffff');
  });

  test("a console (no `coloured`) keeps the kit's theme", async () => {
    const { container } = renderApp({ primary: '#1d4ed8', accent: '#0f766e' }, { ...SCHOOL, coloured: false });
    expect(await screen.findByText('#0b57a4')).toBeInTheDocument();
    expect(container.querySelector('style[data-site-colors]')).toBeNull();
  });
});
