/**
 * Issue 36, item 5: a page the server rendered for a visitor who asked to save data (`Save-Data: on`,
 * marked `<html data-save-data="on">`) is complete as it came: it reads, and its links load the next
 * server-rendered page. Its scripts (React, the federation runtime, the site's code: about 200 KB) only make
 * it interactive, so they are fetched when the visitor first does something that may need them (a tap, a
 * click, a key, a focus), not with the page nor on a scroll. The interaction that fetched them is kept: a
 * button's click or a form's submit before the page has hydrated is held and played again once it has, and
 * what was typed meanwhile is told to the page.
 */

/** A server-rendered page for a visitor saving data. */
export function savingData(doc: Document = document): boolean {
  return doc.documentElement.dataset.saveData === 'on' && !!doc.getElementById('ssr-state');
}

/**
 * What says the visitor is using the page: a mouse's or pen's press, a touch that ends as a tap (a touch that
 * scrolls is cancelled and has no `pointerup`), a key, a focus. Reading needs no code: a scroll (by a finger,
 * a wheel or, with nothing focused, a key) fetches nothing.
 */
const USE_EVENTS = ['pointerdown', 'pointerup', 'keydown', 'focusin'] as const;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** A link works without the code (it loads the next server-rendered page): touching it fetches nothing. */
const onLink = (target: EventTarget | null) => target instanceof Element && !!target.closest('a[href]');

function using(e: Event, doc: Document): boolean {
  if (e instanceof KeyboardEvent) return !(SCROLL_KEYS.has(e.key) && (e.target === doc.body || e.target === doc.documentElement));
  if (onLink(e.target)) return false;
  return e.type !== 'pointerdown' || !('pointerType' in e) || e.pointerType !== 'touch';
}

/** Resolves on the visitor's first interaction with the page (see USE_EVENTS), other than with a link. */
export function firstInteraction(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const onUse = (e: Event) => {
      if (!using(e, doc)) return;
      USE_EVENTS.forEach((type) => doc.removeEventListener(type, onUse, true));
      resolve();
    };
    USE_EVENTS.forEach((type) => doc.addEventListener(type, onUse, { capture: true, passive: true }));
  });
}

/** A control whose click needs the page's code: a button that does not submit a form (a submit is held as such). */
function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, [role="button"]');
  if (!control || control.closest('a[href]')) return null;
  if (control instanceof HTMLButtonElement && (control.disabled || (control.type === 'submit' && control.form))) return null;
  return control;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const UNTYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

function typedField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLInputElement) return UNTYPED.has(target.type) ? null : target;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement ? target : null;
}

/**
 * Tells the page of what was typed into a field before it hydrated: the page's code (React) notes a field's
 * value on the element when it takes it over, and a change only counts when the value differs from that
 * note. So the note is set to another value (through the element), the typed one put back past it (through
 * the element's prototype), and the field's own event sent.
 */
function tellTyped(field: Field) {
  if (!field.isConnected) return;
  const value = field.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue || field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Until `<html data-hydrated>` (the kit's HydratedMark), a click on a button and a form's submit are stopped
 * before the page's own listeners and kept; once the page has hydrated they are played again, in order, on
 * the elements still in the page, after the page has been told what was typed meanwhile (a search box's
 * text). A submit then meets the page's own handling (a deferred form waits for its code and sends).
 * Returns a function that stops holding and drops what was held.
 */
export function holdUntilHydrated(doc: Document = document): () => void {
  const root = doc.documentElement;
  const held: (() => void)[] = [];
  const typed = new Set<Field>();
  const onType = (e: Event) => {
    const field = typedField(e.target);
    if (field) typed.add(field);
  };
  const onClick = (e: Event) => {
    const control = heldControl(e.target);
    if (!control) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(() => control.isConnected && control.click());
  };
  const onSubmit = (e: Event) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    const submitter = e instanceof SubmitEvent ? e.submitter : null;
    const sentBy = () => ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form ? submitter : undefined);
    held.push(() => form.isConnected && form.requestSubmit(sentBy()));
  };
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('input', onType, true);
    doc.removeEventListener('change', onType, true);
  };
  const release = () => {
    stop();
    typed.forEach(tellTyped);
    typed.clear();
    held.splice(0).forEach((play) => play());
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated) release();
  });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onType, true);
  doc.addEventListener('change', onType, true);
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => {
    stop();
    held.length = 0;
    typed.clear();
  };
}
