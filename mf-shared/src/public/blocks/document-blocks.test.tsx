import { useEffect, type ReactElement, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { Block } from '@school/shared/contract';
import { LangContext, type Lang } from '@school/shared/kit';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { LogoStrip } from './logo-strip';
import { PageBlocks } from './page-blocks';

// The blocks added for the clinic's brochures and the partner strips (issue 31): `brochures` and `logos`,
// in English and in Nepali (English where the Nepali is missing).

// pdf.js cannot run in jsdom: react-pdf is a stand-in that loads a two-page document and names its file
jest.mock('../../kit/pdf/pdf-worker', () => ({ PDF_WORKER_URL: '/remotes/test/pdf.worker.min.mjs' }));
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ file, onLoadSuccess, children }: { file: string; onLoadSuccess: (d: { numPages: number }) => void; children: ReactNode }) => {
    useEffect(() => onLoadSuccess({ numPages: 2 }), []); // eslint-disable-line react-hooks/exhaustive-deps
    return <div data-testid="document" data-file={file}>{children}</div>;
  },
  Page: ({ pageNumber }: { pageNumber: number }) => <div data-testid="page" data-page-number={pageNumber} />,
}));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const inLang = (lang: Lang, ui: ReactElement) => <LangContext.Provider value={lang}>{ui}</LangContext.Provider>;

const BROCHURES: Extract<Block, { type: 'brochures' }> = {
  type: 'brochures',
  title: 'Brochures',
  ne: { title: 'जानकारी पुस्तिकाहरू' },
  items: [
    { title: 'Brochure in English', file: '/uploads/0123.pdf', lang: 'en', ne: { title: 'अङ्ग्रेजी पुस्तिका' } },
    { title: 'Brochure in Nepali', file: '/uploads/4567.svg', lang: 'ne', alt: 'The Nepali brochure', ne: { title: 'नेपाली पुस्तिका', alt: 'नेपाली पुस्तिकाको विवरण' } },
  ],
};

const LOGOS: Extract<Block, { type: 'logos' }> = {
  type: 'logos',
  title: 'Our partners',
  ne: { title: 'हाम्रा साझेदारहरू' },
  items: [
    { name: 'Health Office', file: '/uploads/aa.svg', ne: { name: 'स्वास्थ्य कार्यालय' } },
    { name: 'Library Project', file: '/uploads/bb.png', link: 'https://library.example.org/' },
  ],
};

/** matchMedia answering `matches` for the brochures' narrow-screen query, as a phone's browser would. */
function narrowScreen(matches: boolean) {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...real(query), matches: matches && query.includes('821.98px') });
  return () => {
    window.matchMedia = real;
  };
}

describe('the brochures block', () => {
  it('shows each document in a tab on a wide screen: the PDF with its download, the image with its description', async () => {
    mockApi({});
    renderRemote(<PageBlocks blocks={[BROCHURES]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Brochures' })).toBeInTheDocument();
    const tabs = await screen.findByTestId('brochure-tabs');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Brochure in English', 'Brochure in Nepali']);
    expect(within(tabs).getByRole('tab', { name: 'Brochure in English' })).toHaveAttribute('aria-selected', 'true');
    const pdf = screen.getByTestId('brochure-english');
    const download = within(pdf).getByRole('link', { name: /Download the brochure \(PDF\)/ });
    expect(download).toHaveAttribute('href', '/uploads/0123.pdf');
    expect(download).toHaveAttribute('download', 'brochure-in-english.pdf');
    // the PDF in the shared viewer, its own text marked with its language, whatever the page's
    expect(await within(pdf).findByTestId('pdf-page-count')).toHaveTextContent('of 2');
    expect(within(pdf).getByTestId('document')).toHaveAttribute('data-file', '/uploads/0123.pdf');
    expect(within(pdf).getByTestId('document').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('shows them one after the other under their titles below 822 px, in Nepali on a Nepali page', async () => {
    mockApi({});
    const restore = narrowScreen(true);
    try {
      renderRemote(inLang('ne', <PageBlocks blocks={[BROCHURES]} />));
      expect(screen.getByRole('heading', { level: 2, name: 'जानकारी पुस्तिकाहरू' })).toBeInTheDocument();
      const plain = await screen.findByTestId('brochures-plain');
      expect(within(plain).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['अङ्ग्रेजी पुस्तिका', 'नेपाली पुस्तिका']);
      expect(screen.queryByRole('tab')).toBeNull();
      const image = within(screen.getByTestId('brochure-nepali')).getByRole('img');
      expect(image).toHaveAttribute('src', '/uploads/4567.svg');
      expect(image).toHaveAccessibleName('नेपाली पुस्तिकाको विवरण');
      expect(screen.getByTestId('brochure-nepali')).toHaveAttribute('lang', 'ne');
      expect(within(screen.getByTestId('brochure-english')).getByRole('link', { name: /पुस्तिका डाउनलोड गर्नुहोस्/ })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('the logos block', () => {
  it('is a scrolling strip of the logos under its heading, each named for its organisation, linked where it has a link', () => {
    mockApi({});
    renderRemote(<PageBlocks blocks={[LOGOS]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'Partner organisations' });
    expect(within(strip).getByRole('img', { name: 'Health Office' })).toHaveAttribute('src', '/uploads/aa.svg');
    expect(within(strip).getByRole('link', { name: 'Library Project' })).toHaveAttribute('href', 'https://library.example.org/');
  });

  it("is a site's strip with the site's classes, in Nepali on a Nepali page (English where a name has none), and nothing without logos", () => {
    mockApi({});
    const classes = { section: 'band', container: 'box', title: 'band-title' };
    const { unmount } = renderRemote(inLang('ne', <LogoStrip block={LOGOS} classes={classes} />));
    const heading = screen.getByRole('heading', { level: 2, name: 'हाम्रा साझेदारहरू' });
    expect(heading).toHaveClass('band-title');
    expect(heading.closest('section')).toHaveAccessibleName('हाम्रा साझेदारहरू');
    const strip = screen.getByRole('region', { name: 'साझेदार संस्थाहरू' });
    expect(within(strip).getByRole('img', { name: 'स्वास्थ्य कार्यालय' })).toBeInTheDocument();
    expect(within(strip).getByRole('img', { name: 'Library Project' })).toBeInTheDocument();
    unmount();
    renderRemote(<LogoStrip block={{ ...LOGOS, items: [] }} classes={classes} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
