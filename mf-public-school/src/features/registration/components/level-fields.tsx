import { Form, Radio } from 'antd';
import { FACULTIES, LEVELS, SENIOR } from '@school/shared/contract';

/**
 * The class radios of a level (SPEC.md §5). A level that chooses a faculty (Senior Higher Secondary)
 * shows none: the faculty takes the class's place.
 */
export const classesOf = (level: string | undefined): readonly string[] => {
  const found = LEVELS.find((l) => l.value === level);
  return found && !found.faculty ? found.classes : [];
};

/** Level select (default Preschool), the class radios of the chosen level, and the faculty for Senior Higher Secondary. */
export function LevelFields({ level }: { level: string }) {
  const classes = classesOf(level);
  return (
    <fieldset className="registration-fieldset">
      <legend>Level of admission</legend>
      <Form.Item label="Level" name="preference" rules={[{ required: true, message: 'Please Select Level Value' }]}>
        {/* A native select: keyboard and screen-reader friendly on every phone, and no extra code. */}
        <select className="registration-select">
          {LEVELS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </Form.Item>
      {classes.length > 0 && (
        <Form.Item label="Class" name="lvl" required>
          <Radio.Group aria-label="Class" className="registration-radios">
            {classes.map((c) => (
              <Radio key={c} value={c}>
                {/^\d+$/.test(c) ? `Class ${c}` : c}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
      {level === SENIOR && (
        <Form.Item label="Faculty" name="faculty" required>
          <Radio.Group aria-label="Faculty" className="registration-radios">
            {FACULTIES.map((f) => (
              <Radio key={f} value={f}>
                {f}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
    </fieldset>
  );
}
