/**
 * What a visitor changed in a server-rendered form before its code arrived, by field: antd's Form.Item gives
 * its control the field's name as `id` (a radio group: the group's element). A field counts when its value
 * differs from the one the server rendered (`defaultValue`, `defaultSelected`, `defaultChecked`); files and
 * buttons are not values.
 */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const el of Array.from(form.querySelectorAll<HTMLElement>('[id]'))) {
    if (el instanceof HTMLInputElement) {
      if (!['file', 'radio', 'checkbox', 'submit', 'button', 'reset', 'hidden', 'image'].includes(el.type) && el.value !== el.defaultValue) typed[el.id] = el.value;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) typed[el.id] = el.value;
    } else if (el instanceof HTMLSelectElement) {
      const chosen = el.selectedOptions[0];
      const rendered = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
      if (chosen && chosen !== rendered) typed[el.id] = chosen.value;
    } else if (el.getAttribute('role') === 'radiogroup') {
      const chosen = Array.from(el.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find((r) => r.checked && !r.defaultChecked);
      if (chosen) typed[el.id] = chosen.value;
    }
  }
  return typed;
}
