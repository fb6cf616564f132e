import type { ReactNode } from 'react';
import type { Block } from '@school/shared/contract';
import { useLang } from '@school/shared/kit';
import { blockText } from '@school/shared/public';

type Card = Extract<Block, { type: 'cards' }>['items'][number];

export interface IconCardsProps {
  /** a `cards` block's items: each card's title and text, in the page's language */
  items: Card[];
  /** the cards' icons in their order, again from the first when there are more cards */
  icons: ReactNode[];
  /** the grid's classes besides `w-card-grid`, and each card's besides `w-card` (given its place from 0) */
  className?: string;
  cardClass?: (i: number) => string;
  testId: string;
  label?: string;
}

/** The centre's grid of cards, each with its icon, title and text (the home's goals, the courses, the clinic's services). */
export function IconCards({ items, icons, className, cardClass, testId, label }: IconCardsProps) {
  const lang = useLang();
  return (
    <ul className={className ? `w-card-grid ${className}` : 'w-card-grid'} aria-label={label} data-testid={testId}>
      {items.map((card, i) => (
        <li key={i} className={cardClass ? `w-card ${cardClass(i)}` : 'w-card'}>
          <span className="w-card-icon" aria-hidden="true">
            {icons[i % icons.length]}
          </span>
          <h3>{blockText(card.title, card.ne?.title, lang)}</h3>
          <p>{blockText(card.text, card.ne?.text, lang)}</p>
        </li>
      ))}
    </ul>
  );
}
