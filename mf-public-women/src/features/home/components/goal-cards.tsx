import { AimOutlined, EyeOutlined, ReadOutlined, TeamOutlined } from '@school/shared/kit';
import { IconCards } from '../../../components/icon-cards';
import { useHomeBlocks } from './home-blocks';
import { useText } from '../../../i18n';

const ICONS = [<AimOutlined key="aim" />, <EyeOutlined key="eye" />, <ReadOutlined key="read" />, <TeamOutlined key="team" />];

/** The home page's cards (Our Goals, Our Vision, Academic Excellence, Inclusive Environment in the demo). */
export function GoalCards() {
  const { t } = useText();
  const cards = useHomeBlocks().find((b) => b.type === 'cards');
  if (!cards) return null;
  return (
    <section className="w-section w-section-alt" aria-labelledby="goals-title">
      <div className="w-container">
        <h2 id="goals-title" className="w-section-title">
          {t('home.goals')}
        </h2>
        <IconCards items={cards.items} icons={ICONS} testId="goal-cards" />
      </div>
    </section>
  );
}
