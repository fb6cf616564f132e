import { useInLang } from '@school/shared/kit';
import { AimOutlined, EyeOutlined, ReadOutlined, TeamOutlined } from '@school/shared/kit';
import type { ReactNode } from 'react';
import { HOME_CARDS } from './home-content';
import { HOME_CARDS_NE } from './home-content.ne';
import { useText } from '../../../i18n';

const ICONS: Record<(typeof HOME_CARDS)[number]['key'], ReactNode> = {
  goals: <AimOutlined />,
  vision: <EyeOutlined />,
  academic: <ReadOutlined />,
  inclusive: <TeamOutlined />,
};

/** The four cards: Our Goals, Our Vision, Academic Excellence, Inclusive Environment. */
export function GoalCards() {
  const cards = useInLang(HOME_CARDS, HOME_CARDS_NE);
  const { t } = useText();
  return (
    <section className="w-section w-section-alt" aria-labelledby="goals-title">
      <div className="w-container">
        <h2 id="goals-title" className="w-section-title">
          {t('home.goals')}
        </h2>
        <ul className="w-card-grid" data-testid="goal-cards">
          {cards.map((card) => (
            <li key={card.key} className="w-card">
              <span className="w-card-icon" aria-hidden="true">
                {ICONS[card.key]}
              </span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
