import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Block, Page } from '@school/shared/contract';
import { LangContext, type Lang } from '@school/shared/kit';
import { mockApi, reply, renderRemote } from '@school/shared/build/test';
import { ContentPage } from './content-page';
import { PageBlocks, type BlockSlots } from './page-blocks';

// Pages as content (issue 31): every block type in English and in Nepali (English where the Nepali is
// missing), rich text made safe, and a page at a path with its banner, or the site's 404 page.

const inLang = (lang: Lang, ui: ReactElement) => <LangContext.Provider value={lang}>{ui}</LangContext.Provider>;

const BLOCKS: Block[] = [
  { type: 'richText', html: '<h2>Our Aims</h2><ul><li>Teach well</li></ul><p>See <a href="/contact">contact</a>.</p>', ne: { html: '<h2>हाम्रा उद्देश्यहरू</h2><ul><li>राम्रो पढाइ</li></ul>' } },
  { type: 'cards', items: [{ title: 'Our Mission', text: 'Every child', link: '/about', ne: { title: 'हाम्रो ध्येय', text: 'हरेक बालबालिका' } }, { title: 'Our Vision', text: 'A fair Nepal' }] },
  { type: 'image', file: '/uploads/campus.jpg', alt: 'The campus', caption: 'Our campus in spring', ne: { alt: 'क्याम्पस' } },
  { type: 'gallery', files: ['/uploads/a.jpg', '/uploads/b.jpg'] },
  { type: 'tabs', items: [{ title: 'What we do?', html: '<p>Play-based <strong>early</strong> years</p>', ne: { title: 'हामी के गर्छौं?', html: '<p>खेलमार्फत सिकाइ</p>' } }, { title: 'Why Us?', html: 'Small classes\nof < 20 pupils' }] },
  {
    type: 'programmes',
    items: [{ name: 'Management', summary: 'For accountants', subjects: ['Accountancy', 'Economics'], html: '<p>A two-week internship</p>', ne: { name: 'व्यवस्थापन', subjects: ['लेखाशास्त्र', 'अर्थशास्त्र'], html: '<p>दुई हप्ताको इन्टर्नसिप</p>' } }],
  },
  { type: 'testimonials', kind: 'students', title: 'What Our Students Say', ne: { title: 'हाम्रा विद्यार्थीहरू के भन्छन्' } },
  { type: 'team' },
  { type: 'news', limit: 4, title: 'Latest News' },
  { type: 'events', limit: 3 },
  { type: 'cta', text: 'Apply Now', link: '/registration', ne: { text: 'भर्ना आवेदन' } },
];

/** Each data block as a marker naming what the site's section was given. */
const SLOTS: BlockSlots = {
  testimonials: ({ block, title, alt }) => <p data-testid="slot">{`testimonials ${block.kind} ${title} ${alt}`}</p>,
  team: ({ title }) => <p data-testid="slot">{`team ${title ?? '-'}`}</p>,
  news: ({ block, title }) => <p data-testid="slot">{`news ${block.limit} ${title}`}</p>,
};

describe('PageBlocks', () => {
  it('shows every block type in English', async () => {
    mockApi({});
    renderRemote(<PageBlocks blocks={BLOCKS} slots={SLOTS} />);
    // rich text: its heading, list and a site link followed in the app
    const aims = screen.getByRole('heading', { level: 2, name: 'Our Aims' });
    expect(within(aims.parentElement!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Teach well']);
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    // cards, below a heading: h3, linked where they have a link
    expect(screen.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Mission' })).toHaveAttribute('href', '/about');
    expect(screen.getByText('A fair Nepal')).toBeInTheDocument();
    // image and gallery
    expect(screen.getByRole('img', { name: 'The campus' })).toBeInTheDocument();
    expect(screen.getByText('Our campus in spring')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    // tabs (antd's, fetched with the first page that has some)
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['What we do?', 'Why Us?']);
    // a tab's text is rich text, shown as the rich renderer shows it; a plain text from before the editor unchanged, its line break kept
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Play-based early years');
    expect(within(screen.getByRole('tabpanel')).getByText('early').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('tab', { name: 'Why Us?' }));
    const plain = screen.getByRole('tabpanel', { name: 'Why Us?' });
    expect(plain).toHaveTextContent('Small classesof < 20 pupils');
    expect(plain.querySelectorAll('p br')).toHaveLength(1);
    // programmes: subjects, and the Readmore modal with the programme's text (its antd fetched on the first click)
    expect(await screen.findByRole('heading', { level: 3, name: 'Management' })).toBeInTheDocument();
    expect(screen.getByText('Accountancy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Readmore about Management' }));
    expect(await screen.findByRole('dialog', { name: 'Management stream' })).toHaveTextContent('A two-week internship');
    // data blocks: the site's sections, with the heading in the page's language and the band's colour; a type without one is left out
    expect(screen.getAllByTestId('slot').map((s) => s.textContent)).toEqual(['testimonials students What Our Students Say true', 'team -', 'news 4 Latest News']);
    // cta
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/registration');
  });

  it('shows the Nepali texts on a Nepali page, and the English where a text has no Nepali twin', async () => {
    mockApi({});
    renderRemote(inLang('ne', <PageBlocks blocks={BLOCKS} slots={SLOTS} />));
    expect(screen.getByRole('heading', { name: 'हाम्रा उद्देश्यहरू' })).toBeInTheDocument();
    expect(screen.queryByText('Teach well')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हाम्रो ध्येय' })).toBeInTheDocument();
    expect(screen.getByText('हरेक बालबालिका')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'क्याम्पस' })).toBeInTheDocument();
    expect(screen.getByText('Our campus in spring')).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['हामी के गर्छौं?', 'Why Us?']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('खेलमार्फत सिकाइ');
    expect(await screen.findByText('लेखाशास्त्र')).toBeInTheDocument();
    expect(screen.queryByText('Accountancy')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'थप पढ्नुहोस्: व्यवस्थापन' }));
    expect(await screen.findByRole('dialog', { name: 'व्यवस्थापन संकाय' })).toHaveTextContent('दुई हप्ताको इन्टर्नसिप');
    expect(screen.getAllByTestId('slot')[0]).toHaveTextContent('हाम्रा विद्यार्थीहरू के भन्छन्');
    expect(screen.getByRole('link', { name: 'भर्ना आवेदन' })).toHaveAttribute('href', '/registration');
  });

  it('never gives the rich text to the page as markup: scripts, handlers, images and unsafe links are dropped', () => {
    mockApi({});
    const html = '<p onclick="steal()">Hello <strong>world</strong></p><script>window.hacked = 1</script><img src="x" onerror="steal()"><a href="javascript:steal()">click</a><a href="https://example.org/x">out</a><h1>Big</h1>';
    const { container } = renderRemote(<PageBlocks blocks={[{ type: 'richText', html }]} />);
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.getByText('click').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    // the banner holds the page's one h1
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeInTheDocument();
    expect('hacked' in window).toBe(false);
  });

  it("shows a person's message (name, then role) as a card with their initials, side by side with the next", () => {
    mockApi({});
    const message = (name: string, role: string) => ({ type: 'richText' as const, html: `<h2>${name}</h2><p><em>${role}</em></p><p>Welcome.</p>` });
    const { container } = renderRemote(<PageBlocks blocks={[{ type: 'richText', html: '<p>Our board.</p>' }, message('Dr. Bikash Shrestha', 'Chair'), message('Kamala Thapa Magar', 'Officer')]} />);
    const cards = container.querySelectorAll('.content-messages > .content-message-card');
    expect([...cards].map((c) => c.querySelector('.content-avatar')!.textContent)).toEqual(['BS', 'KT']);
    expect(screen.getByRole('heading', { name: 'Dr. Bikash Shrestha' })).toBeInTheDocument();
  });
});

const PAGE: Page = {
  _id: 'p1', site: 'school', path: '/clinic-hours', title: 'Clinic hours', description: 'When the clinic is open', status: 'published', publishAt: null,
  blocks: [{ type: 'richText', html: '<p>Open every day</p>', ne: { html: '<p>हरेक दिन खुला</p>' } }],
  ne: { title: 'क्लिनिक समय' }, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('ContentPage', () => {
  it('shows the page published at the path with its title in the banner and the head, in either language', async () => {
    const calls = mockApi({ 'GET /api/pages/by-path': PAGE });
    const { unmount } = renderRemote(<ContentPage site="school" notFound={<p>missing</p>} />, { route: '/clinic-hours' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic hours' })).toBeInTheDocument();
    expect(screen.getByText('Open every day')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/pages/by-path?site=school&path=%2Fclinic-hours']);
    unmount();
    renderRemote(inLang('ne', <ContentPage site="school" notFound={<p>missing</p>} />), { route: '/clinic-hours' });
    expect(await screen.findByRole('heading', { level: 1, name: 'क्लिनिक समय' })).toBeInTheDocument();
    expect(screen.getByText('हरेक दिन खुला')).toBeInTheDocument();
    expect(document.title).toContain('क्लिनिक समय');
  });

  it("shows the site's 404 page where no page is published at the path", async () => {
    mockApi({ 'GET /api/pages/by-path': reply(404, { message: 'Page not found' }) });
    renderRemote(<ContentPage site="women" notFound={<p>Nothing here</p>} />, { route: '/nowhere', site: 'women' });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
});
