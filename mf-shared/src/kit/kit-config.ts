/** SPEC.md §9: toasts sit bottom-right, close after 5000 ms, and at most 3 show at once. */
export const TOAST_CONFIG = { placement: 'bottomRight', duration: 5, maxCount: 3 } as const;

/** On a failed submit, the first field in error is scrolled into view and focused (every antd Form). */
export const FORM_CONFIG = { scrollToFirstError: { focus: true, block: 'center' } } as const;
