import { useQuery } from '@tanstack/react-query';
import { PageBanner, pageQuery, useRichText, useContentPageMeta } from '@school/shared/public';
import { CourseTiles } from '../features/about/components/course-tiles';
import { VisitorTestimonials } from '../features/testimonials/components/visitor-testimonials';
import { elementsOf, withClass } from '../features/home/components/home-blocks';
import WomenContentPage from './content-page';

/**
 * The centre's About page (SPEC §2.3): the `/about` page's blocks and head (issue 31), its rich text (who we
 * are, the aims) first, the visitors' testimonials, then its cards as the course tiles.
 */
export default function AboutPage() {
  const page = useQuery({ ...pageQuery('women', '/about'), retryOnMount: false });
  const { title } = useContentPageMeta(page.data);
  const blocks = page.data?.blocks ?? [];
  const text = blocks.find((b) => b.type === 'richText');
  const courses = blocks.find((b) => b.type === 'cards');
  const elements = elementsOf(useRichText(text));
  // unpublished or deleted: the site's 404 page, as for any path with no page
  if (page.isError) return <WomenContentPage />;
  return (
    <main id="main">
      <PageBanner title={title ?? ''} />
      <section className="w-section">
        <div className="w-container w-prose">
          {elements.map((e) =>
            e.type === 'ul' ? (
              <ul key={e.key} className="w-list" data-testid="about-aims">
                {e.props.children}
              </ul>
            ) : e.type === 'h2' ? (
              withClass(e, 'w-section-title')
            ) : (
              e
            ),
          )}
        </div>
      </section>
      <VisitorTestimonials />
      {courses && <CourseTiles items={courses.items} />}
    </main>
  );
}
