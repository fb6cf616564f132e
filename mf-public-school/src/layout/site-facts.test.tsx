import { screen, within } from '@testing-library/react';
import { LangContext, type SiteFacts } from '@school/shared/kit';
import { renderRemote, TEST_SITE_FACTS } from '@school/shared/build/test';
import { setRuntimeConfig } from '@school/shared/session';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Issue 31: the school's header, contact bar and footer show its settings, not facts written in code.
function renderLayout(school: SiteFacts = TEST_SITE_FACTS.school, lang: 'en' | 'ne' = 'en') {
  setRuntimeConfig({ apiBase: 'http://api.test', womenHost: 'women.localhost' });
  return renderRemote(
    <LangContext.Provider value={lang}>
      <SiteHeader />
      <SiteFooter />
    </LangContext.Provider>,
    { plainRouter: true, settings: { school } },
  );
}

describe("the school's header and footer show its settings", () => {
  test('the seeded facts, as the site showed them before they were settings', () => {
    renderLayout();
    const bar = screen.getByRole('list', { name: 'Contact details' });
    expect(bar).toHaveTextContent('Bhimsen Marg, Lalitpur-3, Nepal');
    expect(within(bar).getByRole('link', { name: '+977-1-5521234' })).toHaveAttribute('href', 'tel:+97715521234');
    expect(within(bar).getByRole('link', { name: '+977-9851012345' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'info@hopeacademy.edu.np' })).toHaveAttribute('href', 'mailto:info@hopeacademy.edu.np');
    const brand = screen.getByRole('banner');
    expect(brand).toHaveTextContent('Hope Academy Higher Secondary School');
    expect(brand).toHaveTextContent('Learning with care, leading with purpose');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Hope Academy');
    expect(within(footer).getByRole('link', { name: 'Hope Women’s Centre' })).toBeInTheDocument();
  });

  test('another name, phone and address show everywhere; the old ones nowhere', () => {
    renderLayout({ ...TEST_SITE_FACTS.school, name: 'Valley School', shortName: 'Valley', motto: 'Learn well', phones: ['+977-61-555000'], email: 'office@valley.test', address: 'Ring Road, Pokhara-8, Nepal' });
    const bar = screen.getByRole('list', { name: 'Contact details' });
    expect(within(bar).getByRole('link', { name: '+977-61-555000' })).toHaveAttribute('href', 'tel:+97761555000');
    expect(bar).toHaveTextContent('Ring Road, Pokhara-8, Nepal');
    expect(screen.getByRole('banner')).toHaveTextContent('Valley School');
    expect(screen.getByRole('banner')).toHaveTextContent('Learn well');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'office@valley.test' })).toBeInTheDocument();
    for (const old of ['Hope Academy', '5521234', 'Bhimsen']) {
      expect(screen.getByRole('banner')).not.toHaveTextContent(old);
      expect(footer).not.toHaveTextContent(old);
    }
  });

  test('a Nepali page shows the Nepali name, motto and address, and the English name where there is no Nepali one', () => {
    const { unmount } = renderLayout(TEST_SITE_FACTS.school, 'ne');
    const brand = screen.getByRole('banner');
    expect(brand).toHaveTextContent('होप एकेडेमी हायर सेकेन्डरी स्कुल');
    expect(brand).toHaveTextContent('स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व');
    expect(brand).toHaveTextContent('भीमसेन मार्ग, ललितपुर-३, नेपाल');
    expect(brand).not.toHaveTextContent('Bhimsen Marg');
    unmount();
    const { name: _name, ...noNepaliName } = TEST_SITE_FACTS.school.ne;
    renderLayout({ ...TEST_SITE_FACTS.school, ne: noNepaliName }, 'ne');
    expect(screen.getByRole('banner')).toHaveTextContent('Hope Academy Higher Secondary School');
  });

  test("an uploaded logo stands in the crest's place; without one the crest, in the site's colours", () => {
    const { unmount } = renderLayout({ ...TEST_SITE_FACTS.school, logo: '/uploads/valley-logo.png' });
    const brand = screen.getByRole('link', { name: /Hope Academy Higher Secondary School/ });
    expect(brand.querySelector('img')).toHaveAttribute('src', '/uploads/valley-logo.png');
    expect(brand.querySelector('svg')).toBeNull();
    unmount();
    renderLayout({ ...TEST_SITE_FACTS.school, logo: '' });
    const crest = screen.getByRole('link', { name: /Hope Academy Higher Secondary School/ }).querySelector('svg path');
    expect(crest?.getAttribute('style')).toContain('var(--pub-primary');
  });
});
