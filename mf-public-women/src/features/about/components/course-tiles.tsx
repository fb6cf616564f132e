import { BankOutlined, CoffeeOutlined, MedicineBoxOutlined, useLang } from '@school/shared/kit';
import type { Block } from '@school/shared/contract';
import { blockText } from '@school/shared/public';
import { useText } from '../../../i18n';

const ICONS = [<MedicineBoxOutlined key="health" />, <CoffeeOutlined key="hotel" />, <BankOutlined key="law" />];

type Course = Extract<Block, { type: 'cards' }>['items'][number];

/** The courses: the About page's cards (Health Science, Hotel Management and Law in the demo). */
export function CourseTiles({ items }: { items: Course[] }) {
  const { t } = useText();
  const lang = useLang();
  return (
    <section className="w-section" aria-labelledby="courses-title">
      <div className="w-container">
        <h2 id="courses-title" className="w-section-title">
          {t('about.courses')}
        </h2>
        <ul className="w-card-grid w-courses" data-testid="course-tiles">
          {items.map((c, i) => (
            <li key={i} className={`w-card w-course w-course-${i + 1}`}>
              <span className="w-card-icon" aria-hidden="true">
                {ICONS[i % ICONS.length]}
              </span>
              <h3>{blockText(c.title, c.ne?.title, lang)}</h3>
              <p>{blockText(c.text, c.ne?.text, lang)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
