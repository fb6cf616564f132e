import { screen, within } from '@testing-library/react';
import { LangContext } from '@school/shared/kit';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { HomeIntro } from './home-intro';

// The home's introduction is the home page's blocks (issue 31): the text, figures and pillars staff edit.
const HOME = {
  _id: 'home', site: 'school', path: '/', title: 'Home', description: '', status: 'published', publishAt: null, ne: {}, createdAt: '', updatedAt: '',
  blocks: [
    { type: 'richText', html: '<p>Welcome to our school</p><p><strong>A caring school</strong></p><p>Since 2004 we teach.</p>', ne: { html: '<p>स्वागत छ</p><p><strong>स्नेहले भरिएको विद्यालय</strong></p><p>सन् २००४ देखि।</p>' } },
    { type: 'cards', items: [{ title: '900+', text: 'Students', ne: { title: '९००+', text: 'विद्यार्थी' } }] },
    { type: 'cards', items: [{ title: 'Secondary', text: 'Labs and a library' }] },
    { type: 'news', limit: 4 },
  ],
};

describe('HomeIntro', () => {
  it("shows the home page's greeting, lead, figures and pillars under the school's name, in the page's language", async () => {
    mockApi({ 'GET /api/pages/by-path': HOME });
    const { unmount } = renderRemote(<HomeIntro />);
    expect(await screen.findByText('Welcome to our school')).toBeInTheDocument();
    expect(screen.getByText('A caring school')).toBeInTheDocument();
    expect(screen.getByText('Since 2004 we teach.')).toBeInTheDocument();
    const figures = screen.getByRole('list', { name: 'Hope Academy in numbers' });
    expect(within(figures).getByRole('listitem')).toHaveTextContent('900+Students');
    expect(screen.getByRole('heading', { level: 2, name: 'Secondary' })).toBeInTheDocument();
    unmount();
    renderRemote(
      <LangContext.Provider value="ne">
        <HomeIntro />
      </LangContext.Provider>,
    );
    expect(await screen.findByText('स्वागत छ')).toBeInTheDocument();
    expect(screen.getByText('९००+')).toBeInTheDocument();
    expect(screen.getByText('Labs and a library')).toBeInTheDocument();
  });
});
