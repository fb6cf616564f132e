import { AimOutlined, EyeOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { HOME_CARDS } from './home-content';

const ICONS: Record<(typeof HOME_CARDS)[number]['key'], ReactNode> = {
  goals: <AimOutlined />,
  vision: <EyeOutlined />,
  academic: <ReadOutlined />,
  inclusive: <TeamOutlined />,
};

/** The four cards: Our Goals, Our Vision, Academic Excellence, Inclusive Environment. */
export function GoalCards() {
  return (
    <section className="w-section w-section-alt" aria-labelledby="goals-title">
      <div className="w-container">
        <h2 id="goals-title" className="w-section-title">
          Why women choose us
        </h2>
        <ul className="w-card-grid" data-testid="goal-cards">
          {HOME_CARDS.map((card) => (
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
