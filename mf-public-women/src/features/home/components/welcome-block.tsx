import { CheckCircleFilled } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import { useInLang, useSiteFacts } from '@school/shared/kit';
import { HOME_CLAIMS } from './home-content';
import { HOME_CLAIMS_NE } from './home-content.ne';
import { useText } from '../../../i18n';

export function WelcomeBlock() {
  const claims = useInLang(HOME_CLAIMS, HOME_CLAIMS_NE);
  const { t } = useText();
  const women = useSiteFacts();
  return (
    <section className="w-section w-welcome" aria-labelledby="welcome-title">
      <div className="w-container w-welcome-grid">
        <div>
          <p className="w-eyebrow">{t('home.welcomeTo')}</p>
          <h1 id="welcome-title" className="w-welcome-title">
            {women.name}
          </h1>
          <p className="w-welcome-text">{t('home.welcomeText')}</p>
          <div className="w-welcome-actions">
            <Link to="/about" className="w-button">
              {t('home.learnAbout')}
            </Link>
            <Link to="/contact" className="w-welcome-secondary">
              {t('home.askAdmission')}
            </Link>
          </div>
        </div>
        <ul className="w-claims" aria-label={t('home.offer')}>
          {claims.map((claim) => (
            <li key={claim}>
              <CheckCircleFilled aria-hidden="true" className="w-claim-icon" />
              <span>{claim}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
