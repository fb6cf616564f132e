import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, fillRich, mockApi, renderRemote, reply, type ApiCall } from '@school/shared/build/test';
import type { Page } from '@school/shared/contract';
import { PageEditorScreen } from './page-editor';
import { PagesScreen } from './pages-screen';

const PAGE: Page = {
  _id: 'p1',
  site: 'school',
  path: '/clinic',
  title: 'Clinic',
  description: 'Our clinic',
  status: 'published',
  publishAt: null,
  blocks: [
    { type: 'richText', html: '<p>Open daily</p>', ne: { html: '<p>दैनिक खुला</p>' } },
    { type: 'cta', text: 'Book a visit', link: '/contact', ne: { text: 'भेट बुक गर्नुहोस्' } },
  ],
  ne: { title: 'क्लिनिक' },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** The page's own call of that method (not the editing heartbeats, which are PUTs too). */
const sent = (calls: ApiCall[], method: string) => calls.find((c) => c.method === method && !c.url.startsWith('/api/editing/'));
const blockNames = () => screen.getAllByTestId('block').map((b) => b.getAttribute('aria-label'));

describe('Pages (issue 31)', () => {
  it('lists every page with its path and state, and deletes one after confirming', async () => {
    const calls = mockApi({
      'GET /api/pages/all': [PAGE, { ...PAGE, _id: 'p2', path: '/about', title: 'About', status: 'draft' }],
      'DELETE /api/pages/p2': { message: 'Page removed' },
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderRemote(<PagesScreen site="school" />, { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Pages' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^AboutDraft\/about/),
      expect.stringMatching(/^ClinicPublished\/clinic/),
    ]);
    expect(calls[0]?.url).toBe('/api/pages/all?site=school');
    fireEvent.click(screen.getByRole('button', { name: 'Delete About' }));
    expect(await screen.findByText('Page removed')).toBeInTheDocument();
    expect(sent(calls, 'DELETE')?.url).toBe('/api/pages/p2');
  });

  it('adds blocks in both languages, shows them in the preview as typed, and POSTs the page', async () => {
    const calls = mockApi({ 'POST /api/pages': reply(201, { ...PAGE, _id: 'p9' }) });
    const { router } = renderRemote(<PageEditorScreen site="women" />, { signedIn: true });
    const form = screen.getByRole('form', { name: 'Add page' });
    fill(within(form).getByLabelText('Path'), '/clinic');
    fill(within(form).getByLabelText('Title'), 'Clinic');

    fireEvent.click(screen.getByRole('button', { name: 'Text' }));
    const text = screen.getByRole('group', { name: 'Block 1: Text' });
    expect(await within(text).findByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
    await fillRich('Text', 'Open daily');
    await fillRich('Text (Nepali)', 'दैनिक खुला');

    fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
    const cards = screen.getByRole('group', { name: 'Block 2: Cards' });
    fireEvent.click(within(cards).getByRole('button', { name: 'Add card' }));
    fill(within(cards).getByLabelText('Card title'), 'Check-ups');
    fill(within(cards).getByLabelText('Card title (Nepali)'), 'जाँच');

    // a tab's text is written in the one rich-text editor
    fireEvent.click(screen.getByRole('button', { name: 'Tabs' }));
    const tabs = screen.getByRole('group', { name: 'Block 3: Tabs' });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Add tab' }));
    fill(within(tabs).getByLabelText('Tab title'), 'Hours');
    expect(await within(tabs).findByRole('toolbar', { name: 'Tab text formatting' })).toBeInTheDocument();
    await fillRich('Tab text', 'Nine to five');

    // the preview shows what was typed, and in Nepali on request
    const preview = screen.getByTestId('page-preview');
    expect(await within(preview).findByText('Open daily')).toBeInTheDocument();
    expect(await within(preview).findByText('Check-ups')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByText('नेपाली'));
    expect(await within(preview).findByText('दैनिक खुला')).toBeInTheDocument();
    expect(within(preview).getByText('जाँच')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(sent(calls, 'POST')?.body).toEqual({
      site: 'women',
      path: '/clinic',
      title: 'Clinic',
      description: '',
      ne: { title: '', description: '' },
      status: 'draft',
      publishAt: null,
      blocks: [
        { type: 'richText', html: '<p>Open daily</p>', ne: { html: '<p>दैनिक खुला</p>' } },
        { type: 'cards', items: [{ title: 'Check-ups', text: '', ne: { title: 'जाँच' } }] },
        { type: 'tabs', items: [{ title: 'Hours', html: '<p>Nine to five</p>' }] },
      ],
    });
    expect(router.state.location.pathname).toBe('/admin/pages/p9');
  });

  it('reorders blocks by keyboard and by drag, and sends the new order; shows the API message on 400', async () => {
    const calls = mockApi({
      'GET /api/pages/all/p1': PAGE,
      'PUT /api/pages/p1': reply(400, { message: "path /news clashes with the site's own /news pages" }),
    });
    renderRemote(<PageEditorScreen site="school" id="p1" />, { signedIn: true });
    await screen.findByRole('form', { name: 'Edit page' });
    expect(blockNames()).toEqual(['Block 1: Text', 'Block 2: Call to action']);

    const up = screen.getByRole('button', { name: 'Move block 2 (Call to action) up' });
    up.focus();
    fireEvent.click(up);
    expect(blockNames()).toEqual(['Block 1: Call to action', 'Block 2: Text']);

    // and back by dragging the text block's handle onto the first block
    const [first, second] = screen.getAllByTestId('block');
    fireEvent.dragStart(within(second!).getByTestId('block-handle'));
    fireEvent.dragOver(first!);
    fireEvent.drop(first!);
    expect(blockNames()).toEqual(['Block 1: Text', 'Block 2: Call to action']);
    fireEvent.click(screen.getByRole('button', { name: 'Move block 1 (Text) down' }));

    fill(screen.getByLabelText('Path'), '/news');
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("path /news clashes with the site's own /news pages");
    expect(sent(calls, 'PUT')?.body).toMatchObject({ path: '/news', blocks: [{ type: 'cta' }, { type: 'richText' }] });
  });

  it("edits a page's brochures and logos blocks in both languages and sends them with their files", async () => {
    const brochures = {
      type: 'brochures' as const,
      title: 'Brochures',
      items: [{ title: 'Brochure in English', file: '/uploads/0123.pdf', lang: 'en' as const, ne: { title: 'अङ्ग्रेजी पुस्तिका' } }],
    };
    const logos = { type: 'logos' as const, title: 'Our partners', items: [{ name: 'Health Office', file: '/uploads/4567.svg' }] };
    const calls = mockApi({ 'GET /api/pages/all/p1': { ...PAGE, site: 'women', blocks: [brochures, logos] }, 'PUT /api/pages/p1': { ...PAGE, site: 'women' } });
    renderRemote(<PageEditorScreen site="women" id="p1" />, { signedIn: true });
    await screen.findByRole('form', { name: 'Edit page' });
    expect(blockNames()).toEqual(['Block 1: Brochures (PDFs and images)', 'Block 2: Logo strip']);

    const brochure = screen.getByRole('group', { name: 'Brochure 1' });
    expect(within(brochure).getByLabelText('Brochure title')).toHaveValue('Brochure in English');
    fill(within(brochure).getByLabelText('Brochure title (Nepali)'), 'अङ्ग्रेजीमा पुस्तिका');
    const logo = screen.getByRole('group', { name: 'Logo 1' });
    expect(within(logo).getByLabelText('Organisation')).toHaveValue('Health Office');
    fill(within(logo).getByLabelText('Organisation (Nepali)'), 'स्वास्थ्य कार्यालय');
    fill(within(logo).getByLabelText('Logo link'), 'https://health.example.org/');
    fill(within(screen.getByRole('group', { name: 'Block 2: Logo strip' })).getByLabelText('Heading (Nepali)'), 'हाम्रा साझेदारहरू');

    // the preview draws them as visitors will see them
    const preview = screen.getByTestId('page-preview');
    expect(await within(preview).findByRole('img', { name: 'Health Office' })).toHaveAttribute('src', expect.stringMatching(/\/uploads\/4567\.svg$/));
    expect(within(preview).getByRole('heading', { name: 'Brochures' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Brochure in English' })).toHaveAttribute('href', expect.stringMatching(/\/uploads\/0123\.pdf$/));

    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(sent(calls, 'PUT')?.body).toMatchObject({
      blocks: [
        { type: 'brochures', title: 'Brochures', items: [{ title: 'Brochure in English', file: '/uploads/0123.pdf', lang: 'en', ne: { title: 'अङ्ग्रेजीमा पुस्तिका' } }] },
        { type: 'logos', title: 'Our partners', ne: { title: 'हाम्रा साझेदारहरू' }, items: [{ name: 'Health Office', file: '/uploads/4567.svg', link: 'https://health.example.org/', ne: { name: 'स्वास्थ्य कार्यालय' } }] },
      ],
    });
  });

  it('says who else has the page open, waits for Take over, sends back its updatedAt, and reloads on a 409', async () => {
    const stale = 'This item was changed by someone else after you opened it. Reload it to see their changes, then save again.';
    let taken = false;
    const calls = mockApi({
      'GET /api/pages/all/p1': PAGE,
      'PUT /api/editing/pages/p1': ({ body }) => {
        if (body && typeof body === 'object' && 'takeOver' in body) taken = true;
        return { since: '2026-11-27T05:00:00.000Z', others: taken ? [] : [{ name: 'Hari Karki', since: '2026-11-27T04:50:00.000Z' }] };
      },
      'DELETE /api/editing/pages/p1': { message: 'Left the form' },
      'PUT /api/pages/p1': reply(409, { message: stale }),
    });
    renderRemote(<PageEditorScreen site="school" id="p1" />, { signedIn: true });
    expect(await screen.findByText('Hari Karki is editing since 10:35')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save page' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    expect(sent(calls, 'PUT')?.headers['if-unmodified-since']).toBe('2026-01-01T00:00:00Z');
    const reads = calls.filter((c) => c.url === '/api/pages/all/p1').length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/pages/all/p1').length).toBe(reads + 1));
  });
});
