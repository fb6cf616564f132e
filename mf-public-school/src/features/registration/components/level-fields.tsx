import { Form, Radio } from 'antd';
import { FACULTIES, LEVELS, SENIOR } from '@school/shared/contract';
import { useRegistrationText } from '../i18n';

/**
 * The class radios of a level (SPEC.md §5). A level that chooses a faculty (Senior Higher Secondary)
 * shows none: the faculty takes the class's place.
 */
export const classesOf = (level: string | undefined): readonly string[] => {
  const found = LEVELS.find((l) => l.value === level);
  return found && !found.faculty ? found.classes : [];
};

/** Level select (default Preschool), the class radios of the chosen level, and the faculty for Senior Higher Secondary. */
export function LevelFields({ level, missingClass = false }: { level: string; missingClass?: boolean }) {
  const classes = classesOf(level);
  const { t } = useRegistrationText();
  return (
    <fieldset className="registration-fieldset">
      <legend>{t('registration.level')}</legend>
      <Form.Item label={t('registration.levelLabel')} name="preference" rules={[{ required: true, message: t('registration.selectLevel') }]}>
        {/* A native select: keyboard and screen-reader friendly on every phone, and no extra code. */}
        <select className="registration-select">
          {LEVELS.map((l) => (
            <option key={l.value} value={l.value}>
              {t(`registration.levels.${l.value}` as 'registration.levels.Primary')}
            </option>
          ))}
        </select>
      </Form.Item>
      {classes.length > 0 && (
        // The alert asks for a class: the buttons it means are marked, so a parent sees where to tap.
        <Form.Item label={t('registration.class')} name="lvl" required validateStatus={missingClass ? 'error' : undefined}>
          <Radio.Group
            aria-label={t('registration.class')}
            aria-invalid={missingClass || undefined}
            className={missingClass ? 'registration-radios registration-radios-missing' : 'registration-radios'}
          >
            {classes.map((c) => (
              <Radio key={c} value={c}>
                {/^\d+$/.test(c) ? t('registration.classN', { n: c }) : t(`registration.classes.${c}` as 'registration.classes.Nursery')}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
      {level === SENIOR && (
        <Form.Item label={t('registration.faculty')} name="faculty" required>
          <Radio.Group aria-label={t('registration.faculty')} className="registration-radios">
            {FACULTIES.map((f) => (
              <Radio key={f} value={f}>
                {t(`registration.faculties.${f}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
    </fieldset>
  );
}
