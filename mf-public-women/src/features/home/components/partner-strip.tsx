import { LogoStrip } from '@school/shared/public';
import { useHomeBlocks } from './home-blocks';

const CLASSES = { section: 'w-section', container: 'w-container', title: 'w-section-title' };

/** The partner organisations' logos: the home page's `logos` block (issue 31), under its heading. */
export function PartnerStrip() {
  const logos = useHomeBlocks().find((b) => b.type === 'logos');
  return <LogoStrip block={logos} classes={CLASSES} />;
}
