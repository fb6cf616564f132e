import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import type { Block } from '@school/shared/contract';
import { withAntd } from '@school/shared/kit';
import { usePublicText } from '../messages';
import { BlockHtml } from './block-html';
import { pick, type Lang } from './pick';

type TabsData = Extract<Block, { type: 'tabs' }>;
type ProgrammesData = Extract<Block, { type: 'programmes' }>;

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

/** The college's programmes: a card each with its subjects, and a Readmore button that opens its text in a modal. */
export const ProgrammesBlock = withAntd(function ProgrammesBlock({ block, lang }: { block: ProgrammesData; lang: Lang }) {
  const { t } = usePublicText();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : block.items[open];
  const nameOf = (item: ProgrammesData['items'][number]) => pick(item.name, item.ne?.name, lang);
  return (
    <>
      <div className="content-cards content-cards-3">
        {block.items.map((item, i) => {
          const name = nameOf(item);
          const subjects = lang === 'ne' && item.ne?.subjects?.length ? item.ne.subjects : item.subjects;
          const summary = pick(item.summary ?? '', item.ne?.summary, lang);
          return (
            <article key={i} className="content-card programme-card">
              <h3 className="content-card-title">{name}</h3>
              {summary && <p>{summary}</p>}
              <h4 className="programme-subjects-title">{t('blocks.subjects')}</h4>
              <ul className="programme-subjects">
                {subjects.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
              <button type="button" className="pub-button" onClick={() => setOpen(i)} aria-label={t('blocks.readMoreAbout', { name })}>
                {t('blocks.readMore')}
              </button>
            </article>
          );
        })}
      </div>
      <Modal open={!!shown} title={shown ? t('blocks.stream', { name: nameOf(shown) }) : ''} onCancel={() => setOpen(null)} footer={null} width={640}>
        {shown && <BlockHtml html={pick(shown.html, shown.ne?.html, lang)} className="block-html" />}
      </Modal>
    </>
  );
});
