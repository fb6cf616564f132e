import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { LangContext, type Lang } from '@school/shared/kit';
import { mockApi, renderRemote, reply, testNotice } from '@school/shared/build/test';
import NoticeDetailPage from './notice-detail-page';
import NoticePage from './notice-page';

// A notice as a web page (issue 32, item 3): /notice/:id shows its text, in Nepali on /ne, with its PDF
// as a download; the list links a notice's page.

const inLang = (lang: Lang, ui: ReactElement) => <LangContext.Provider value={lang}>{ui}</LangContext.Provider>;
const withBody = testNotice(1, {
  title: 'Exam routine',
  titleNe: 'परीक्षा तालिका',
  body: '<h2>First terminal</h2><p>Bring your <strong>admit card</strong>.</p><table><tbody><tr><td>Maths</td><td>Sunday</td></tr></tbody></table>',
  ne: { body: '<p>आफ्नो <strong>प्रवेशपत्र</strong> ल्याउनुहोस्।</p>' },
  originalFile: 'routine.pdf',
  updatedAt: '2026-03-05T10:00:00Z',
});
const bodyOnly = testNotice(2, { title: 'Holiday', body: '<p>Closed for Tihar.</p>', file: '', originalFile: '' });

describe('the notice page', () => {
  it('shows the body as HTML with the PDF as a download', async () => {
    mockApi({ 'GET /api/notices/t1': withBody });
    renderRemote(inLang('en', <NoticeDetailPage />), { route: '/notice/t1', path: '/notice/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam routine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'First terminal' })).toBeInTheDocument();
    expect(screen.getByText('admit card').tagName).toBe('STRONG');
    expect(screen.getByRole('cell', { name: 'Maths' })).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download routine.pdf' });
    expect(pdf).toHaveAttribute('href', 'http://api.test/uploads/a.pdf');
    expect(pdf).toHaveAttribute('download', 'routine.pdf');
    expect(screen.getByRole('link', { name: /Back to notices/ })).toHaveAttribute('href', '/notice');
  });

  it('shows the Nepali body on a Nepali page, and no download for a notice without a PDF', async () => {
    mockApi({ 'GET /api/notices/t1': withBody, 'GET /api/notices/t2': bodyOnly });
    const { unmount } = renderRemote(inLang('ne', <NoticeDetailPage />), { route: '/notice/t1', path: '/notice/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'परीक्षा तालिका' })).toBeInTheDocument();
    expect(screen.getByText('प्रवेशपत्र').tagName).toBe('STRONG');
    expect(screen.queryByText('admit card')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /सूचनाहरूमा फर्कनुहोस्/ })).toBeInTheDocument();
    unmount();
    renderRemote(inLang('en', <NoticeDetailPage />), { route: '/notice/t2', path: '/notice/:id' });
    expect(await screen.findByText('Closed for Tihar.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('says so for an unknown notice', async () => {
    mockApi({ 'GET /api/notices/nope': reply(404, { message: 'Notice not found' }) });
    renderRemote(inLang('en', <NoticeDetailPage />), { route: '/notice/nope', path: '/notice/:id' });
    expect(await screen.findByText(/Notice not found|not found/i)).toBeInTheDocument();
  });

  it('the list links each notice with a body to its page, and offers no PDF for one without', async () => {
    mockApi({ 'GET /api/notices': reply(200, [withBody, bodyOnly], { 'X-Total-Count': '2' }) });
    renderRemote(inLang('en', <NoticePage />), { route: '/notice' });
    expect(await screen.findByRole('link', { name: 'Read the notice: Exam routine' })).toHaveAttribute('href', '/notice/t1');
    expect(screen.getByRole('link', { name: 'Holiday' })).toHaveAttribute('href', '/notice/t2');
    expect(screen.getAllByRole('link', { name: /^Download/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^View/ })).toHaveLength(1);
  });
});
