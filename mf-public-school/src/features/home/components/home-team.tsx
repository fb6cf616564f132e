import { CardSlider, ResponsiveImage, TEAM_SLIDER } from '@school/shared/public';
import { useTeams } from '../api/get-teams';
import { useText } from '../../../i18n';

/** The executive team carousel: 1, 3 and 4 items at 0, 568 and 1024 px; autoplay 2000 ms. Hidden when empty. */
export function HomeTeam() {
  const teams = useTeams();
  const { t: text } = useText();
  if (!teams.data?.length) return null;
  return (
    <section className="pub-section" aria-labelledby="team-title">
      <div className="pub-container">
        <h2 id="team-title" className="pub-section-title">
          {text('home.team')}
        </h2>
        <p className="pub-section-lead">{text('home.teamLead')}</p>
        <CardSlider
          {...TEAM_SLIDER}
          items={teams.data}
          itemKey={(t) => t._id}
          label={text('home.teamLabel')}
          renderItem={(t) => (
            <figure className="team-card">
              <ResponsiveImage path={t.image} alt={text('home.portrait', { name: t.fullName })} width={320} height={174} className="team-photo" />
              <figcaption>
                <strong className="team-name">{t.fullName}</strong>
                <span className="team-role">{t.desc}</span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}
