import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentPage, PublicNotFound, type BlockSlots } from '@school/shared/public';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { HomeTeam } from '../features/home/components/home-team';
import { useSiteMenus } from '@school/shared/kit';

/** The school's sections for the blocks that list other content. */
const SLOTS: BlockSlots = {
  testimonials: ({ block, title, alt }) =>
    block.kind === 'women' ? null : <TestimonialsSection kind={block.kind} title={title ?? ''} alt={alt} />,
  team: () => <HomeTeam />,
};

/**
 * A page made of blocks (issue 31): the static pages the seed made content, and any page staff add at a
 * path that is no route of the site. The breadcrumb names the header menu's dropdown the path sits in; `after` is a
 * page's own part below its blocks.
 */
export default function SchoolContentPage({ after }: { after?: ReactNode }) {
  const { pathname } = useLocation();
  const { header } = useSiteMenus();
  const section = header.find((item) => item.children.some((link) => link.path === pathname));
  return <ContentPage site="school" crumbs={section ? [{ label: section.label }] : []} slots={SLOTS} notFound={<PublicNotFound />} after={after} />;
}
