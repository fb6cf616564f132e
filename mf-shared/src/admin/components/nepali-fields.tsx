import '../admin.css';
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';

/*
 * Content in both languages (issue 13, item 2): the optional Nepali version of a text field sits beside
 * its English field (two columns on a wide screen, one under the other on a phone). It is named after
 * the English field with `Ne` appended and labelled in English with "(Nepali)".
 */

/** The Nepali fields a form's values may hold, each `<English field>Ne`. */
export type NepaliValues = Partial<Record<`${string}Ne`, string | null>>;

/** An English field and its Nepali version, side by side. */
export function SideBySide({ children }: { children: ReactNode }) {
  return <div className="admin-bilingual">{children}</div>;
}

export const nepaliLabel = (label: string) => `${label} (Nepali)`;

/**
 * The optional Nepali version of a field: a one-line input, or a text area with `rows`, or `children`
 * (a rich-text editor). Typed in Devanagari, so the input says `lang="ne"`.
 */
export function NepaliItem({
  name,
  label,
  rows,
  maxLength,
  children,
}: {
  name: `${string}Ne`;
  /** The English field's label; the Nepali one adds "(Nepali)". */
  label: string;
  rows?: number;
  maxLength?: number;
  children?: ReactNode;
}) {
  const max = maxLength ?? (rows || children ? undefined : 255);
  return (
    <Form.Item
      name={name}
      label={nepaliLabel(label)}
      rules={max ? [{ max, message: `At most ${max} characters` }] : []}
    >
      {children ?? (rows ? <Input.TextArea rows={rows} lang="ne" /> : <Input lang="ne" />)}
    </Form.Item>
  );
}

/**
 * The Nepali fields of a form's values for the request body: only those the form holds a value for, so
 * a form that leaves them alone sends what SPEC §7 lists and nothing more. An emptied one is sent as ''
 * (the API then clears it).
 */
export function nepaliBody(values: object, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const v = values as Record<string, unknown>;
  for (const f of fields) if (typeof v[f] === 'string') out[f] = v[f] as string;
  return out;
}

/** An item's Nepali fields as an edit form's initial values (none: left empty). */
export function nepaliInitialValues(item: object, fields: readonly string[]): Record<string, string | undefined> {
  const v = item as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, typeof v[f] === 'string' ? (v[f] as string) : undefined]));
}
