import { screen, within } from '@testing-library/react';
import { LangContext } from '@school/shared/kit';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { CLINIC_HOURS, CLINIC_INTRO, CLINIC_SERVICES } from './clinic/components/clinic-content';
import { CLINIC_HOURS_NE, CLINIC_INTRO_NE, CLINIC_SERVICES_NE } from './clinic/components/clinic-content.ne';
import { GoalCards } from './home/components/goal-cards';
import { WelcomeBlock } from './home/components/welcome-block';
import AboutPage from '../pages/about-page';
import { HeadMessage } from './home/components/head-message';

const DEVANAGARI = /[\u0900-\u097F]/;

const HOME = {
  _id: 'home', site: 'women', path: '/', title: 'Home', description: '', status: 'published', publishAt: null, ne: {}, createdAt: '', updatedAt: '',
  blocks: [
    { type: 'richText', html: '<p>Welcome to</p><h2>The Centre</h2><p>A college for women.</p><ul><li>Law courses</li><li>Scholarships</li></ul>', ne: { html: '<p>स्वागत छ</p><h2>केन्द्र</h2><p>महिलाका लागि कलेज।</p><ul><li>कानुन</li></ul>' } },
    { type: 'cta', text: 'Learn about us', link: '/about', ne: { text: 'हाम्रो बारेमा जान्नुहोस्' } },
    { type: 'cards', items: [{ title: 'Our Vision', text: 'A fair Nepal', ne: { title: 'हाम्रो दृष्टिकोण', text: 'न्यायपूर्ण नेपाल' } }] },
    { type: 'richText', html: '<h2>Message</h2><blockquote><p>A message.</p></blockquote><p><strong>Sabitri Shrestha</strong>, Head of College</p>', ne: { html: '<h2>सन्देश</h2><blockquote><p>सन्देश</p></blockquote><p><strong>सावित्री श्रेष्ठ</strong>, कलेज प्रमुख</p>' } },
  ],
};

/** The prose leaves of a text object, with their paths (a `key` is an identifier, not prose). */
function leaves(x: unknown, path = ''): Array<[string, string]> {
  if (typeof x === 'string') return path.endsWith('.key') ? [] : [[path, x]];
  if (Array.isArray(x)) return x.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [];
}

describe('the women’s centre’s static text in Nepali (issue 13)', () => {
  it.each([
    ['CLINIC_INTRO', CLINIC_INTRO, CLINIC_INTRO_NE],
    ['CLINIC_SERVICES', CLINIC_SERVICES, CLINIC_SERVICES_NE],
    ['CLINIC_HOURS', CLINIC_HOURS, CLINIC_HOURS_NE],
  ])('%s has the English shape (same paths and keys), every text in Devanagari', (_name, en, ne) => {
    const enLeaves = leaves(en);
    const neLeaves = leaves(ne);
    expect(neLeaves.map(([p]) => p)).toEqual(enLeaves.map(([p]) => p));
    expect(neLeaves.filter(([, text]) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it('the home’s welcome, cards and head’s message are the home page’s blocks, in Nepali on a Nepali page, in English otherwise', async () => {
    mockApi({ 'GET /api/pages/by-path': HOME });
    const home = (
      <>
        <WelcomeBlock />
        <GoalCards />
        <HeadMessage />
      </>
    );
    const { unmount } = renderRemote(<LangContext.Provider value="ne">{home}</LangContext.Provider>, { site: 'women' });
    expect(await screen.findByRole('heading', { name: 'हाम्रो दृष्टिकोण' })).toBeInTheDocument();
    expect(screen.getByText('स्वागत छ')).toBeInTheDocument();
    expect(screen.getByText('सन्देश')).toBeInTheDocument();
    unmount();
    renderRemote(home, { site: 'women' });
    expect(await screen.findByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'What we offer' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Law courses', 'Scholarships']);
    expect(screen.getByRole('link', { name: 'Learn about us' })).toHaveAttribute('href', '/about');
    expect(screen.getByText('A message.')).toBeInTheDocument();
    expect(screen.getByText('Sabitri Shrestha').closest('figcaption')).toHaveTextContent('Sabitri Shrestha, Head of College');
  });

  it('the About page is the /about page’s blocks: its text and aims, then its cards as the course tiles, in the page’s language', async () => {
    const about = {
      ...HOME, _id: 'about', path: '/about', title: 'About Us',
      blocks: [
        { type: 'richText', html: '<h2>Who we are</h2><p>A college.</p><h2>Our aims</h2><ul><li>Work</li><li>Health</li></ul>', ne: { html: '<h2>हामी को हौँ</h2><p>कलेज।</p><ul><li>काम</li></ul>' } },
        { type: 'testimonials', kind: 'women' },
        { type: 'cards', items: [{ title: 'Law', text: 'Moot court', ne: { title: 'कानुन' } }] },
      ],
    };
    mockApi({ 'GET /api/pages/by-path': about, 'GET /api/testimonials': [] });
    const { unmount } = renderRemote(<AboutPage />, { site: 'women' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(within(screen.getByTestId('about-aims')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Work', 'Health']);
    expect(within(screen.getByTestId('course-tiles')).getByRole('heading', { level: 3 })).toHaveTextContent('Law');
    unmount();
    renderRemote(<LangContext.Provider value="ne"><AboutPage /></LangContext.Provider>, { site: 'women' });
    expect(await screen.findByRole('heading', { level: 2, name: 'हामी को हौँ' })).toBeInTheDocument();
    expect(within(screen.getByTestId('course-tiles')).getByRole('heading', { level: 3 })).toHaveTextContent('कानुन');
    expect(screen.getByText('Moot court')).toBeInTheDocument();
  });
});
