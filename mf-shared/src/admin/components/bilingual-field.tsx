import '../admin.css';
import type { ReactNode } from 'react';
import { Form, Input, type FormItemProps } from 'antd';
import { nepaliLabel } from './nepali-fields';

/** A form field's name: a top-level field (`title`) or a path into nested values (`['ne', 'title']`, `[0, 'html']`). */
export type FieldName = string | number | (string | number)[];

export interface BilingualFieldProps {
  /** The English field. */
  name: FieldName;
  /** Its Nepali twin: by default `<name>Ne` for a top-level field (the news and carousel bodies' style). */
  neName?: FieldName;
  /** The English label; the Nepali field's adds "(Nepali)". */
  label: string;
  /** The English field's rules (required, …); the Nepali one is always optional. */
  rules?: FormItemProps['rules'];
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** The Nepali field's longest text; default 255 for a one-line input, none for a text area or an editor. */
  maxLength?: number;
  /** The English input stops taking text at this length. */
  englishMaxLength?: number;
  /** Another input than a text (a rich-text editor), made for each field's label and language. */
  editor?: (label: string, lang: 'en' | 'ne') => ReactNode;
  /** Under the English field. */
  extra?: ReactNode;
}

function defaultNe(name: FieldName): FieldName {
  if (typeof name === 'string') return `${name}Ne`;
  throw new Error('BilingualField: a nested field names its Nepali twin (neName)');
}

/**
 * The console's one bilingual field (issue 35, item 4): an English text and its optional Nepali version
 * side by side (two columns on a wide screen, one under the other on a phone). The Nepali input says
 * `lang="ne"`, so a screen reader and the font pick Devanagari.
 */
export function BilingualField({ name, neName, label, rules, rows, maxLength, englishMaxLength, editor, extra }: BilingualFieldProps) {
  const max = maxLength ?? (rows || editor ? undefined : 255);
  const neLabel = nepaliLabel(label);
  return (
    <div className="admin-bilingual">
      <Form.Item name={name} label={label} rules={rules} extra={extra}>
        {editor ? editor(label, 'en') : rows ? <Input.TextArea rows={rows} /> : <Input maxLength={englishMaxLength} />}
      </Form.Item>
      <Form.Item name={neName ?? defaultNe(name)} label={neLabel} rules={max ? [{ max, message: `At most ${max} characters` }] : []}>
        {editor ? editor(neLabel, 'ne') : rows ? <Input.TextArea rows={rows} lang="ne" /> : <Input lang="ne" />}
      </Form.Item>
    </div>
  );
}
