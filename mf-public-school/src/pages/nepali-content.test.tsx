import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { LangContext, type Lang } from '@school/shared/kit';
import { mockApi, renderRemote } from '@school/shared/build/test';
import NewsPage from './news-page';
import NewsDetailPage from './news-detail-page';
import NoticePage from './notice-page';
import CareerPage from './career-page';
import { EventItem } from '../features/events/components/event-item';

// Content in both languages (issue 13): on a Nepali page an item shows its Nepali text where it has
// one, and its English where not; English pages always show the English.

const inLang = (lang: Lang, ui: ReactElement) => <LangContext.Provider value={lang}>{ui}</LangContext.Provider>;

const news = (i: number, nepali?: { titleNe: string; descriptionNe: string }) => ({
  _id: `n${i}`,
  user: 'u1',
  title: `Sports week ${i}`,
  author: 'Office',
  section: 'Primary',
  image: '',
  description: `All classes take part ${i}.`,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  status: 'published',
  publishAt: null,
  ...nepali,
});
const withNepali = news(1, { titleNe: 'खेलकुद सप्ताह', descriptionNe: 'सबै कक्षाले भाग लिन्छन्।' });
const englishOnly = news(2);

describe('Nepali content on the public school site', () => {
  it('the news list shows the Nepali title and text on a Nepali page, the English where there is none', async () => {
    mockApi({ 'GET /api/news': [withNepali, englishOnly] });
    renderRemote(inLang('ne', <NewsPage />), { route: '/news' });
    expect(await screen.findByRole('link', { name: 'खेलकुद सप्ताह' })).toBeInTheDocument();
    expect(screen.getByText('सबै कक्षाले भाग लिन्छन्।')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sports week 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sports week 2' })).toBeInTheDocument();
    expect(screen.getByText('All classes take part 2.')).toBeInTheDocument();
  });

  it('the English news list shows the English title even when there is a Nepali one', async () => {
    mockApi({ 'GET /api/news': [withNepali] });
    renderRemote(inLang('en', <NewsPage />), { route: '/news' });
    expect(await screen.findByRole('link', { name: 'Sports week 1' })).toBeInTheDocument();
    expect(screen.queryByText('खेलकुद सप्ताह')).not.toBeInTheDocument();
  });

  it('a news article on a Nepali page reads in Nepali, title of the page too', async () => {
    mockApi({ 'GET /api/news/n1': withNepali, 'GET /api/news/latest': [] });
    renderRemote(inLang('ne', <NewsDetailPage />), { route: '/news/n1', path: '/news/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'खेलकुद सप्ताह' })).toBeInTheDocument();
    expect(screen.getByText('सबै कक्षाले भाग लिन्छन्।')).toBeInTheDocument();
    expect(document.title).toContain('खेलकुद सप्ताह');
  });

  it('notices show their Nepali title and description on a Nepali page', async () => {
    mockApi({
      'GET /api/notices': [
        { _id: 't1', title: 'Exam routine', titleNe: 'परीक्षा तालिका', description: 'Terminal exams', descriptionNe: 'त्रैमासिक परीक्षा', date: '2026-03-05', file: '/uploads/a.pdf', originalFile: 'a.pdf', createdAt: '2026-03-05T10:00:00Z', status: 'published', publishAt: null },
        { _id: 't2', title: 'Holiday', description: 'Closed on Friday', date: '2026-03-05', file: '/uploads/b.pdf', originalFile: 'b.pdf', createdAt: '2026-03-05T10:00:00Z', status: 'published', publishAt: null },
      ],
    });
    renderRemote(inLang('ne', <NoticePage />), { route: '/notice' });
    expect(await screen.findByRole('heading', { name: 'परीक्षा तालिका' })).toBeInTheDocument();
    expect(screen.getByText('त्रैमासिक परीक्षा')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Holiday' })).toBeInTheDocument();
    expect(screen.getByText('Closed on Friday')).toBeInTheDocument();
  });

  it('a career shows its Nepali title and rich text on a Nepali page', async () => {
    mockApi({
      'GET /api/careers/c1': {
        _id: 'c1', title: 'Science Teacher', titleNe: 'विज्ञान शिक्षक', careerCategory: 'Teaching', noOfVacancy: 2, employmentType: 'Full time',
        location: 'Banepa', offeredSalary: 'NPR 40,000', applyBefore: '2099-03-31', educationLevel: 'Bachelor', experienceRequired: '2 years',
        careerSpecs: '<p>Teach physics</p>', careerSpecsNe: '<p>भौतिकशास्त्र पढाउने</p>', careerDesc: '<p>Apply with a CV</p>', note: '',
        createdAt: '2026-03-05T10:00:00Z', updatedAt: '2026-03-05T10:00:00Z',
      },
    });
    renderRemote(inLang('ne', <CareerPage />), { route: '/careers/c1', path: '/careers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'विज्ञान शिक्षक' })).toBeInTheDocument();
    expect(screen.getByText('भौतिकशास्त्र पढाउने')).toBeInTheDocument();
    // no Nepali description: the English one
    expect(screen.getByText('Apply with a CV')).toBeInTheDocument();
  });

  it('an event shows its Nepali title on a Nepali page and its English on an English one', () => {
    const event = { _id: 'e1', user: '', title: 'Sports day', titleNe: 'खेलकुद दिवस', description: 'On the ground', date: '2099-01-05', image: '', isOutdated: false, createdAt: '2026-03-05T10:00:00Z', status: 'published' as const, publishAt: null };
    mockApi({});
    const { unmount } = renderRemote(inLang('ne', <EventItem event={event} />));
    expect(screen.getByRole('heading', { name: 'खेलकुद दिवस' })).toBeInTheDocument();
    expect(screen.getByText('On the ground')).toBeInTheDocument();
    unmount();
    renderRemote(inLang('en', <EventItem event={event} />));
    expect(screen.getByRole('heading', { name: 'Sports day' })).toBeInTheDocument();
  });
});
