import type { Block } from '@school/shared/contract';
import { BlockHtml } from './block-html';
import { pick, type Lang } from './pick';
import { PlainTabs } from './plain-tabs';

type TabsData = Extract<Block, { type: 'tabs' }>;

/** Tabs (in the look of antd's, as the school page had them): each tab's title and its rich text. */
export function TabsBlock({ block, lang }: { block: TabsData; lang: Lang }) {
  return (
    <PlainTabs
      // the ids of a block's tabs come from its first tab's English title: the same on the server and in the browser
      id={`tabs-${(block.items[0]?.title ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      className="content-tabs"
      items={block.items.map((item, i) => ({
        key: String(i),
        label: pick(item.title, item.ne?.title, lang),
        children: <BlockHtml html={pick(item.html, item.ne?.html, lang)} className="block-html block-tab" />,
      }))}
    />
  );
}
