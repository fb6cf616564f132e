import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentPage, PublicNotFound, type BlockSlots } from '@school/shared/public';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { HomeTeam } from '../features/home/components/home-team';
import { SITE_ROUTE_DATA } from '../routes.data';
import { useText } from '../i18n';

/** The school's sections for the blocks that list other content. */
const SLOTS: BlockSlots = {
  testimonials: ({ block, title, alt }) =>
    block.kind === 'women' ? null : <TestimonialsSection kind={block.kind} title={title ?? ''} alt={alt} />,
  team: () => <HomeTeam />,
};

/**
 * A page made of blocks (issue 31): the static pages the seed made content, and any page staff add at a
 * path that is no route of the site. The breadcrumb names the menu section the path sits in; `after` is a
 * page's own part below its blocks.
 */
export default function SchoolContentPage({ after }: { after?: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useText();
  const route = SITE_ROUTE_DATA.find((r) => r.path === pathname);
  const section = route && 'section' in route ? route.section : undefined;
  return <ContentPage site="school" crumbs={section ? [{ label: t(`menu.${section}`) }] : []} slots={SLOTS} notFound={<PublicNotFound />} after={after} />;
}
