import { AimOutlined, EyeOutlined, ReadOutlined, TeamOutlined, useLang } from '@school/shared/kit';
import { blockText } from '@school/shared/public';
import { useHomeBlocks } from './home-blocks';
import { useText } from '../../../i18n';

const ICONS = [<AimOutlined key="aim" />, <EyeOutlined key="eye" />, <ReadOutlined key="read" />, <TeamOutlined key="team" />];

/** The home page's cards (Our Goals, Our Vision, Academic Excellence, Inclusive Environment in the demo). */
export function GoalCards() {
  const { t } = useText();
  const lang = useLang();
  const cards = useHomeBlocks().find((b) => b.type === 'cards');
  if (!cards) return null;
  return (
    <section className="w-section w-section-alt" aria-labelledby="goals-title">
      <div className="w-container">
        <h2 id="goals-title" className="w-section-title">
          {t('home.goals')}
        </h2>
        <ul className="w-card-grid" data-testid="goal-cards">
          {cards.items.map((card, i) => (
            <li key={i} className="w-card">
              <span className="w-card-icon" aria-hidden="true">
                {ICONS[i % ICONS.length]}
              </span>
              <h3>{blockText(card.title, card.ne?.title, lang)}</h3>
              <p>{blockText(card.text, card.ne?.text, lang)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
