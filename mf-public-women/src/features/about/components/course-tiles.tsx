import { useInLang } from '@school/shared/kit';
import { MedicineBoxOutlined, CoffeeOutlined, BankOutlined } from '@school/shared/kit';
import type { ReactNode } from 'react';
import { COURSES } from './about-content';
import { COURSES_NE } from './about-content.ne';
import { useText } from '../../../i18n';

const ICONS: Record<(typeof COURSES)[number]['key'], ReactNode> = {
  health: <MedicineBoxOutlined />,
  hotel: <CoffeeOutlined />,
  law: <BankOutlined />,
};

export function CourseTiles() {
  const courses = useInLang(COURSES, COURSES_NE);
  const { t } = useText();
  return (
    <section className="w-section" aria-labelledby="courses-title">
      <div className="w-container">
        <h2 id="courses-title" className="w-section-title">
          {t('about.courses')}
        </h2>
        <ul className="w-card-grid w-courses" data-testid="course-tiles">
          {courses.map((c) => (
            <li key={c.key} className={`w-card w-course w-course-${c.key}`}>
              <span className="w-card-icon" aria-hidden="true">
                {ICONS[c.key]}
              </span>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
