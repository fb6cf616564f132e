import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote } from '@school/shared/build/test';
import NewsPage, { NEWS_EMPTY, newsNoMatch } from './news-page';

const news = (i: number) => ({
  _id: `n${i}`,
  title: `School news ${i}`,
  author: 'Office',
  section: 'Primary',
  image: '',
  description: 'x'.repeat(320),
  user: 'u1',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  status: 'published',
  publishAt: null,
});

describe('NewsPage', () => {
  it('asks the server for page 1 of 6, cuts previews at 299 characters and formats the date', async () => {
    const calls = mockApi({ 'GET /api/news': [news(1), news(2)] });
    renderRemote(<NewsPage />, { route: '/news' });
    expect(await screen.findByRole('link', { name: 'School news 1' })).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/news?page=1&limit=6');
    expect(screen.getAllByText(`${'x'.repeat(299)}...`)).toHaveLength(2);
    // Bikram Sambat beside SPEC's DD-MMM-YYYY (issue 13)
    expect(screen.getAllByText('Falgun 21, 2082 BS (05-Mar-2026)')).toHaveLength(2);
  });

  it('loads the first card’s picture at once and with priority (a phone’s largest element), the others lazily', async () => {
    mockApi({ 'GET /api/news': [1, 2, 3].map((i) => ({ ...news(i), image: `/uploads/n${i}.jpg` })) });
    const { container } = renderRemote(<NewsPage />, { route: '/news' });
    expect(await screen.findByRole('link', { name: 'School news 1' })).toBeInTheDocument();
    const images = [...container.querySelectorAll('img.news-card-image')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('searches only once more than one character is typed, and shows the empty message', async () => {
    const calls = mockApi({ 'GET /api/news': [] });
    renderRemote(<NewsPage />, { route: '/news' });
    expect(await screen.findByText(NEWS_EMPTY)).toBeInTheDocument();
    const search = screen.getByLabelText('Search news');
    await userEvent.type(search, 'T');
    await act(() => new Promise((r) => setTimeout(r, 450)));
    expect(calls.every((c) => !c.url.includes('q='))).toBe(true);
    await userEvent.type(search, 'e');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/news?page=1&limit=6&q=Te')).toBe(true));
  });

  it('keeps the empty-list text for an empty list, and says no news matches a search that finds nothing', async () => {
    mockApi({ 'GET /api/news': [] });
    renderRemote(<NewsPage />, { route: '/news' });
    expect(await screen.findByText("Sorry we couldn't find any latest News. Please stay updated.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search news'), 'zebra');
    expect(await screen.findByText('No news matches "zebra".')).toBeInTheDocument();
    expect(newsNoMatch(' zebra ')).toBe('No news matches "zebra".');
    expect(screen.queryByText(NEWS_EMPTY)).not.toBeInTheDocument();
  });
});

describe('NewsPage: the search in the URL', () => {
  it('puts the words in ?q= (a shared link searches at once) and asks the server from page 1', async () => {
    const calls = mockApi({ 'GET /api/news': [news(1)] });
    const { router } = renderRemote(<NewsPage />, { route: '/news?page=3' });
    expect(await screen.findByRole('link', { name: 'School news 1' })).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/news?page=3&limit=6');
    await userEvent.type(screen.getByLabelText('Search news'), 'annual day');
    await waitFor(() => expect(router.state.location.search).toBe('?q=annual+day'));
    expect(calls.map((c) => c.url)).toContain('/api/news?page=1&limit=6&q=annual%20day');
  });

  it('reads ?q= from the URL', async () => {
    const calls = mockApi({ 'GET /api/news': [news(2)] });
    renderRemote(<NewsPage />, { route: '/news?q=sports' });
    expect(await screen.findByRole('link', { name: 'School news 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search news')).toHaveValue('sports');
    expect(calls[0].url).toBe('/api/news?page=1&limit=6&q=sports');
  });

  it('clears the search with its clear button, back in the field, and lists every item again', async () => {
    const calls = mockApi({ 'GET /api/news': [news(2)] });
    const { router } = renderRemote(<NewsPage />, { route: '/news?q=sports' });
    expect(await screen.findByRole('link', { name: 'School news 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const search = screen.getByRole('searchbox', { name: 'Search news' });
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/news?page=1&limit=6'));
  });
});
