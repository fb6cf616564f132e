import { LogoMarquee, type MarqueeLogo } from '@school/shared/public';
import hopeTrust from '../../../assets/partners/hope-academy-trust.svg';
import himalayan from '../../../assets/partners/himalayan-skills-institute.svg';
import lalitpur from '../../../assets/partners/lalitpur-health-office.svg';
import nariShakti from '../../../assets/partners/nari-shakti-cooperative.svg';
import safeMotherhood from '../../../assets/partners/safe-motherhood-network.svg';
import valleyNursing from '../../../assets/partners/valley-nursing-campus.svg';
import { useText } from '../../../i18n';

const PARTNERS: MarqueeLogo[] = [
  { name: 'Lalitpur Health Office', src: lalitpur },
  { name: 'Nari Shakti Cooperative', src: nariShakti },
  { name: 'Safe Motherhood Network Nepal', src: safeMotherhood },
  { name: 'Valley Nursing Campus', src: valleyNursing },
  { name: 'Hope Academy Trust', src: hopeTrust },
  { name: 'Himalayan Skills Institute', src: himalayan },
];

export function PartnerStrip() {
  const { t } = useText();
  return (
    <section className="w-section" aria-labelledby="partners-title">
      <div className="w-container">
        <h2 id="partners-title" className="w-section-title">
          {t('home.partners')}
        </h2>
        <LogoMarquee logos={PARTNERS} label={t('home.partnersLabel')} />
      </div>
    </section>
  );
}
