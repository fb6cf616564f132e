import { screen, within } from '@testing-library/react';
import { LangContext } from '@school/shared/kit';
import { mockApi, renderRemote, TEST_SITE_FACTS } from '@school/shared/build/test';
import { GoalCards } from './home/components/goal-cards';
import { WelcomeBlock } from './home/components/welcome-block';
import AboutPage from '../pages/about-page';
import ClinicPage from '../pages/clinic-page';
import { PartnerStrip } from './home/components/partner-strip';
import { HeadMessage } from './home/components/head-message';

const HOME = {
  _id: 'home', site: 'women', path: '/', title: 'Home', description: '', status: 'published', publishAt: null, ne: {}, createdAt: '', updatedAt: '',
  blocks: [
    { type: 'richText', html: '<p>Welcome to</p><h2>The Centre</h2><p>A college for women.</p><ul><li>Law courses</li><li>Scholarships</li></ul>', ne: { html: '<p>स्वागत छ</p><h2>केन्द्र</h2><p>महिलाका लागि कलेज।</p><ul><li>कानुन</li></ul>' } },
    { type: 'cta', text: 'Learn about us', link: '/about', ne: { text: 'हाम्रो बारेमा जान्नुहोस्' } },
    { type: 'cards', items: [{ title: 'Our Vision', text: 'A fair Nepal', ne: { title: 'हाम्रो दृष्टिकोण', text: 'न्यायपूर्ण नेपाल' } }] },
    { type: 'richText', html: '<h2>Message</h2><blockquote><p>A message.</p></blockquote><p><strong>Sabitri Shrestha</strong>, Head of College</p>', ne: { html: '<h2>सन्देश</h2><blockquote><p>सन्देश</p></blockquote><p><strong>सावित्री श्रेष्ठ</strong>, कलेज प्रमुख</p>' } },
  ],
};

describe('the women’s centre’s static text in Nepali (issue 13)', () => {
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

  it('the clinic is the /clinic page’s blocks: its introduction, its hours with the centre’s phone from its settings, its services and its brochures, in the page’s language', async () => {
    const clinic = {
      ...HOME, _id: 'clinic', path: '/clinic', title: 'Clinic',
      blocks: [
        { type: 'richText', html: '<h2>Care by women</h2><p>A small clinic.</p>', ne: { html: '<h2>महिलाद्वारा सेवा</h2><p>सानो क्लिनिक।</p>' } },
        { type: 'richText', html: '<h2>Opening hours</h2><p>Sunday to Friday.</p>', ne: { html: '<h2>खुल्ने समय</h2><p>आइतबारदेखि शुक्रबारसम्म।</p>' } },
        { type: 'cards', items: [{ title: 'Screening', text: 'VIA and HPV', ne: { title: 'जाँच', text: 'VIA र HPV' } }, { title: 'Counselling', text: 'One to one' }] },
        { type: 'brochures', title: 'Brochures', ne: { title: 'पुस्तिकाहरू' }, items: [{ title: 'Brochure in Nepali', file: '/uploads/ab.svg', lang: 'ne', alt: 'The brochure', ne: { title: 'नेपाली पुस्तिका', alt: 'पुस्तिका' } }] },
        { type: 'cta', text: 'Book a visit', link: '/contact', ne: { text: 'भेटको समय लिनुहोस्' } },
      ],
    };
    mockApi({ 'GET /api/pages/by-path': clinic });
    const settings = { women: { ...TEST_SITE_FACTS.women, phones: ['+977-1-5550000'] } };
    const { unmount } = renderRemote(<ClinicPage />, { site: 'women', settings });
    expect(screen.getByRole('heading', { level: 1, name: 'Women’s Health Clinic' })).toBeInTheDocument();
    const about = await screen.findByRole('region', { name: 'Care by women' });
    expect(within(about).getByText('A small clinic.')).toBeInTheDocument();
    const hours = screen.getByRole('complementary', { name: 'Opening hours' });
    expect(hours).toHaveTextContent('Sunday to Friday.Call +977-1-5550000 to book a screening.');
    expect(within(hours).getByRole('link', { name: '+977-1-5550000' })).toHaveAttribute('href', 'tel:+97715550000');
    expect(within(screen.getByTestId('clinic-services')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Screening', 'Counselling']);
    expect(screen.getByRole('region', { name: 'Brochures' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Brochure in Nepali' })).toBeInTheDocument();
    // a block staff add besides follows the clinic's own sections
    expect(screen.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/contact');
    unmount();
    renderRemote(<LangContext.Provider value="ne"><ClinicPage /></LangContext.Provider>, { site: 'women', settings });
    expect(await screen.findByRole('region', { name: 'महिलाद्वारा सेवा' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'खुल्ने समय' })).toHaveTextContent('आइतबारदेखि शुक्रबारसम्म।स्क्रिनिङको समय लिन +977-1-5550000 मा फोन गर्नुहोस्।');
    expect(within(screen.getByTestId('clinic-services')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['जाँच', 'Counselling']);
    expect(screen.getByRole('region', { name: 'पुस्तिकाहरू' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'नेपाली पुस्तिका' })).toBeInTheDocument();
  });

  it('the partner strip is the home page’s logos block, under its heading in the page’s language', async () => {
    const home = { ...HOME, blocks: [...HOME.blocks, { type: 'logos', title: 'Our partners', ne: { title: 'हाम्रा साझेदारहरू' }, items: [{ name: 'Health Office', file: '/uploads/cd.svg', ne: { name: 'स्वास्थ्य कार्यालय' } }] }] };
    mockApi({ 'GET /api/pages/by-path': home });
    const { unmount } = renderRemote(<PartnerStrip />, { site: 'women' });
    const strip = await screen.findByRole('region', { name: 'Partner organisations' });
    expect(within(strip).getByRole('img', { name: 'Health Office' })).toHaveAttribute('src', '/uploads/cd.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    unmount();
    renderRemote(<LangContext.Provider value="ne"><PartnerStrip /></LangContext.Provider>, { site: 'women' });
    expect(await screen.findByRole('heading', { level: 2, name: 'हाम्रा साझेदारहरू' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'साझेदार संस्थाहरू' })).getByRole('img', { name: 'स्वास्थ्य कार्यालय' })).toBeInTheDocument();
  });
});
