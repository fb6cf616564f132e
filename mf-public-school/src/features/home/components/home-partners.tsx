import { useQuery } from '@tanstack/react-query';
import { LogoStrip, pageQuery } from '@school/shared/public';

const CLASSES = { section: 'pub-section home-partners', container: 'pub-container', title: 'pub-section-title' };

/** The partner organisations' logos: the home page's `logos` block (issue 31), under its heading. */
export function HomePartners() {
  const page = useQuery({ ...pageQuery('school', '/'), retryOnMount: false });
  const logos = page.data?.blocks.find((b) => b.type === 'logos');
  return <LogoStrip block={logos} classes={CLASSES} />;
}
