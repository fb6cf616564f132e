import './careers.css';
import { Form, Input, InputNumber, type FormRule as Rule } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { BilingualField, BsAdDatePicker, RichTextField } from '@school/shared/admin';

dayjs.extend(customParseFormat);

export type CareerMode = 'add' | 'edit';

/** SPEC.md §5 Career: the add and edit forms word their messages differently. */
export const CAREER_MESSAGES = {
  add: {
    title: 'Please provide Career Title',
    careerCategory: 'Please provide Career Category',
    noOfVacancy: 'Please provide No Of Vacancy',
    offeredSalary: 'Please provide Offered Salary',
    employmentType: 'Please provide Employment Type',
    location: 'Please provide Location Name',
    applyBefore: 'Please provide valid date',
    educationLevel: 'Please provide Education Level',
    experienceRequired: 'Please provide Experience Required',
  },
  edit: {
    title: 'Please provide Title',
    careerCategory: 'Please provide Category',
    noOfVacancy: 'Please provide No Of Vacancy/s',
    offeredSalary: 'Please provide Offered Salary',
    employmentType: 'Please provide Employment Type',
    location: 'Please provide Location',
    applyBefore: 'Please provide Valida Date',
    educationLevel: 'Please provide Education Level',
    experienceRequired: 'Please provide Experience',
  },
} as const;

export const DATE_FORMAT = 'DD-MMM-YYYY';

/** The edit form's plain-text apply-before, read strictly as DD-MMM-YYYY. */
export const parseApplyBefore = (text: string | undefined) => dayjs((text ?? '').trim(), DATE_FORMAT, true);

const required = (message: string): Rule[] => [{ required: true, whitespace: true, message }];

function TextItem({ name, label, message }: { name: string; label: string; message: string }) {
  return (
    <Form.Item name={name} label={label} rules={required(message)}>
      <Input />
    </Form.Item>
  );
}

/** A rich-text field's rules: required with this message on edit, optional on add. */
const richRules = (message: string | false): Rule[] => (message ? [{ required: true, message }] : []);
const richText = (label: string, lang: 'en' | 'ne' = 'en') => <RichTextField label={label} lang={lang} />;

function RichItem({ name, label, message }: { name: string; label: string; message?: string }) {
  return (
    <Form.Item name={name} label={label} rules={richRules(message ?? false)}>
      {richText(label)}
    </Form.Item>
  );
}

/** The fields shared by the add and edit career forms. */
export function CareerFields({ mode }: { mode: CareerMode }) {
  const m = CAREER_MESSAGES[mode];
  const edit = mode === 'edit';
  return (
    <>
      <BilingualField name="title" label="Title" rules={required(m.title)} />
      <div className="career-grid">
        <TextItem name="careerCategory" label="Category" message={m.careerCategory} />
        <Form.Item name="noOfVacancy" label="No Of Vacancy" rules={[{ required: true, type: 'number', min: 1, message: m.noOfVacancy }]}>
          <InputNumber min={1} precision={0} className="admin-date" />
        </Form.Item>
        <TextItem name="offeredSalary" label="Offered Salary" message={m.offeredSalary} />
        <TextItem name="employmentType" label="Employment Type" message={m.employmentType} />
        <TextItem name="location" label="Location" message={m.location} />
        {edit ? (
          <Form.Item
            name="applyBefore"
            label="Apply Before"
            rules={[
              { required: true, message: m.applyBefore },
              { validator: (_, v) => (!v || parseApplyBefore(v).isValid() ? Promise.resolve() : Promise.reject(new Error(m.applyBefore))) },
            ]}
          >
            <Input placeholder={DATE_FORMAT} />
          </Form.Item>
        ) : (
          <Form.Item name="applyBefore" label="Apply Before" rules={[{ required: true, message: m.applyBefore }]}>
            <BsAdDatePicker format={DATE_FORMAT} className="admin-date" />
          </Form.Item>
        )}
        <TextItem name="educationLevel" label="Education Level" message={m.educationLevel} />
        <TextItem name="experienceRequired" label="Experience Required" message={m.experienceRequired} />
      </div>
      <BilingualField name="careerSpecs" label="Career Specification" rules={richRules(edit && 'Please provide Career Specification')} editor={richText} />
      <BilingualField name="careerDesc" label="Career Description" rules={richRules(edit && 'Please provide Career Description')} editor={richText} />
      <RichItem name="note" label="Note" message={edit ? 'Please provide Note' : undefined} />
    </>
  );
}
