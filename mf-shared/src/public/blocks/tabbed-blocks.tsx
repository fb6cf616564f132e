import { Tabs } from 'antd';
import type { Block } from '@school/shared/contract';
import { withAntd } from '@school/shared/kit';
import { BlockHtml } from './block-html';
import { pick, type Lang } from './pick';

type TabsData = Extract<Block, { type: 'tabs' }>;

/** Tabs (antd's, as the school page had them): each tab's title and its rich text. */
export const TabsBlock = withAntd(function TabsBlock({ block, lang }: { block: TabsData; lang: Lang }) {
  return (
    <Tabs
      className="content-tabs"
      items={block.items.map((item, i) => ({
        key: String(i),
        label: pick(item.title, item.ne?.title, lang),
        children: <BlockHtml html={pick(item.html, item.ne?.html, lang)} className="block-html block-tab" />,
      }))}
    />
  );
});
