import { screen, within } from '@testing-library/react';
import { renderRemote } from '@school/shared/build/test';
import { SiteFooter } from './site-footer';

function renderFooter() {
  return renderRemote(
    <SiteFooter
      name="Example School"
      heading="Example"
      about="About text."
      address="Main Road, Lalitpur"
      phones={['+977-1-5521234', '+977-9851012345']}
      email="info@example.edu.np"
      usefulLinks={[{ to: '/careers', label: 'Careers' }]}
      externalLinks={[
        { href: 'http://women.localhost/', label: 'Women Centre', sameTab: true },
        { href: 'https://www.neb.gov.np/', label: 'Exams Board' },
      ]}
      bottomLinks={[{ href: '/rss.xml', label: 'RSS feed' }]}
    />,
  );
}

describe('SiteFooter', () => {
  it('shows the heading, contact links and the copyright with the current year', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Example' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Example School. All rights reserved.`);
    expect(screen.getByRole('link', { name: '+977-9851012345' })).toHaveAttribute('href', 'tel:+9779851012345');
    expect(screen.getByRole('link', { name: 'info@example.edu.np' })).toHaveAttribute('href', 'mailto:info@example.edu.np');
  });

  it('routes in-site links, opens other sites in a new tab and says so, keeps same-tab links in the tab', () => {
    renderFooter();
    const useful = screen.getByRole('navigation', { name: 'Useful Links' });
    expect(within(useful).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    const external = screen.getByRole('navigation', { name: 'External Links' });
    const board = within(external).getByRole('link', { name: 'Exams Board (opens in a new tab)' });
    expect(board).toHaveAttribute('target', '_blank');
    expect(board).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(external).getByRole('link', { name: 'Women Centre' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });
});
