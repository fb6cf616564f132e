import '../admin.css';

/*
 * Content in both languages (issue 13, item 2): the optional Nepali version of a text field sits beside
 * its English field (`BilingualField`: two columns on a wide screen, one under the other on a phone). It
 * is named after the English field with `Ne` appended and labelled in English with "(Nepali)".
 */

/** The Nepali fields a form's values may hold, each `<English field>Ne`. */
export type NepaliValues = Partial<Record<`${string}Ne`, string | null>>;

export const nepaliLabel = (label: string) => `${label} (Nepali)`;

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
