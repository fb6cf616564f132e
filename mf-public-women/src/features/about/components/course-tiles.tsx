import { BankOutlined, CoffeeOutlined, MedicineBoxOutlined } from '@school/shared/kit';
import type { Block } from '@school/shared/contract';
import { IconCards } from '../../../components/icon-cards';
import { useText } from '../../../i18n';

const ICONS = [<MedicineBoxOutlined key="health" />, <CoffeeOutlined key="hotel" />, <BankOutlined key="law" />];

type Course = Extract<Block, { type: 'cards' }>['items'][number];

/** The courses: the About page's cards (Health Science, Hotel Management and Law in the demo). */
export function CourseTiles({ items }: { items: Course[] }) {
  const { t } = useText();
  return (
    <section className="w-section" aria-labelledby="courses-title">
      <div className="w-container">
        <h2 id="courses-title" className="w-section-title">
          {t('about.courses')}
        </h2>
        <IconCards items={items} icons={ICONS} className="w-courses" cardClass={(i) => `w-course w-course-${i + 1}`} testId="course-tiles" />
      </div>
    </section>
  );
}
