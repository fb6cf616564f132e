import { lazy, useState } from 'react';
import type { Block } from '@school/shared/contract';
import { FirstOpened } from '@school/shared/kit';
import { usePublicText } from '../messages';
import { pick, type Lang } from './pick';

type ProgrammesData = Extract<Block, { type: 'programmes' }>;

// antd's Modal comes with the first Readmore, not with the page (issue 36)
const ProgrammeDialog = lazy(() => import(/* webpackChunkName: "programme-dialog" */ './programme-dialog'));

/** The college's programmes: a card each with its subjects, and a Readmore button that opens its text in a modal. */
export function ProgrammesBlock({ block, lang }: { block: ProgrammesData; lang: Lang }) {
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
      <FirstOpened open={shown !== undefined}>
        <ProgrammeDialog
          title={shown ? t('blocks.stream', { name: nameOf(shown) }) : ''}
          html={shown ? pick(shown.html, shown.ne?.html, lang) : null}
          onClose={() => setOpen(null)}
        />
      </FirstOpened>
    </>
  );
}
