import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { FormInstance } from 'antd';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerRenderContext, type ServerRender } from '@school/shared/kit';
import { deferredForm, useDeferredStart } from './deferred-form';
import { typedValues } from './typed-values';

/** What the form's code did with the antd form it was given. */
const calls: { set: Record<string, unknown>[]; submits: number; files: number } = { set: [], submits: 0, files: 0 };
const fakeForm: Pick<FormInstance, 'setFieldsValue' | 'submit'> = {
  setFieldsValue: (v: Record<string, unknown>) => void calls.set.push(v),
  submit: () => void calls.submits++,
};

/** A form as antd renders it: each control's id is its field's name, a radio group's on the group. */
function TestForm({ label }: { label: string }) {
  useDeferredStart(fakeForm);
  return (
    <form aria-label={label}>
      <input id="name" value="" readOnly />
      <textarea id="message" value="" readOnly />
      <select id="level" value="Preschool" onChange={() => undefined}>
        <option value="Preschool">Preschool</option>
        <option value="Primary">Primary</option>
      </select>
      <div id="lvl" role="radiogroup">
        <input type="radio" value="1" checked={false} readOnly />
        <input type="radio" value="2" checked={false} readOnly />
      </div>
      <input id="cv" type="file" onChange={() => void calls.files++} />
      <button type="submit">Send</button>
    </form>
  );
}

/** The server's markup of the deferred form (its code there at once, as on the server). */
async function serverMarkup(): Promise<string> {
  const OnServer = deferredForm(async () => TestForm);
  const server: ServerRender = { url: '/contact', origin: 'http://localhost', client: new QueryClient(), once: (_key, make) => make(), Router: () => null };
  const render = () =>
    renderToString(
      <ServerRenderContext.Provider value={server}>
        <OnServer label="Test form" />
      </ServerRenderContext.Provider>,
    );
  render(); // asks for the code, as the server's first pass does
  await act(async () => undefined);
  return render();
}

function hold() {
  let release: (c: ComponentType<{ label: string }>) => void = () => undefined;
  const load = jest.fn(() => new Promise<ComponentType<{ label: string }>>((resolve) => (release = resolve)));
  return { load, release: () => release(TestForm) };
}

/** The server's markup of the form in the page, not hydrated yet, and its code held back. */
async function serverPage() {
  const html = await serverMarkup();
  const code = hold();
  const InBrowser = deferredForm(code.load);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { html, code, InBrowser, container, cv: container.querySelector<HTMLInputElement>('#cv')! };
}

/** A visitor's file on the input, as the browser sets it. */
function choose(input: HTMLInputElement) {
  const chosen = { length: 1, 0: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) };
  Object.defineProperty(input, 'files', { value: chosen, configurable: true });
  return chosen;
}

describe('deferredForm', () => {
  beforeEach(() => {
    calls.set = [];
    calls.submits = 0;
    calls.files = 0;
  });

  it('hydrates the page without the form’s code, fetches it on the first focus, keeps what was typed and sends a submit tried before it arrived', async () => {
    const { html, code, InBrowser, container } = await serverPage();
    expect(html).toContain('aria-label="Test form"');
    const errors: unknown[] = [];
    await act(async () => void hydrateRoot(container, <InBrowser label="Test form" />, { onRecoverableError: (e) => errors.push(e) }));
    expect(code.load).not.toHaveBeenCalled();

    const name = container.querySelector<HTMLInputElement>('#name')!;
    act(() => void name.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(code.load).toHaveBeenCalledTimes(1);
    // typed into the server's markup while the code is on its way
    name.value = 'Gita Shrestha';
    container.querySelector<HTMLSelectElement>('#level')!.value = 'Primary';
    container.querySelectorAll<HTMLInputElement>('#lvl input')[1]!.checked = true;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void container.querySelector('form')!.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(calls.submits).toBe(0);

    await act(async () => code.release());
    expect(container.querySelector<HTMLInputElement>('#name')).toBe(name); // hydrated, not drawn again
    expect(name.value).toBe('Gita Shrestha');
    expect(calls.set).toEqual([{ name: 'Gita Shrestha', level: 'Primary', lvl: '2' }]);
    expect(calls.submits).toBe(1);
    expect(errors).toEqual([]);
    container.remove();
  });

  it('a file chosen before the page hydrated fetches the code, and its change is played to the form once the code is here', async () => {
    const { code, InBrowser, container, cv } = await serverPage();
    // chosen while the page's script was still on its way: its change event reached no listener
    const chosen = choose(cv);
    const changes: Event[] = [];
    cv.addEventListener('change', (e) => changes.push(e));
    await act(async () => void hydrateRoot(container, <InBrowser label="Test form" />));
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(changes).toHaveLength(0);
    await act(async () => code.release());
    expect(changes).toHaveLength(1);
    expect(cv.files).toBe(chosen);
    container.remove();
  });

  it('a file chosen after the code arrived but before React hydrated the form reaches the form once', async () => {
    const { code, InBrowser, container, cv } = await serverPage();
    await act(async () => void hydrateRoot(container, <InBrowser label="Test form" />));
    act(() => void cv.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(code.load).toHaveBeenCalledTimes(1);
    const changes: Event[] = [];
    cv.addEventListener('change', (e) => changes.push(e));
    // the code is here (its promise settled), and React has not yet hydrated the form: that takes a task of its own
    code.release();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    choose(cv);
    cv.dispatchEvent(new Event('change', { bubbles: true }));
    await act(async () => undefined);
    // React hydrates the form for the event and hands it over; nothing plays it again
    expect([changes.length, calls.files]).toEqual([1, 1]);
    container.remove();
  });

  it('in a page the browser renders itself, loads the code at once', async () => {
    const code = hold();
    const InBrowser = deferredForm(code.load);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<InBrowser label="Test form" />));
    expect(code.load).toHaveBeenCalledTimes(1);
    await act(async () => code.release());
    expect(container.querySelector('form[aria-label="Test form"]')).not.toBeNull();
    expect(calls.set).toEqual([]); // nothing was typed into a form the browser drew itself
    container.remove();
  });
});

describe('typedValues', () => {
  it('gives only the fields changed from what the server rendered, by id, and no files', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input id="a" value="kept"><input id="b" value=""><textarea id="c">old</textarea>
      <select id="d"><option value="x" selected>x</option><option value="y">y</option></select>
      <div id="e" role="radiogroup"><input type="radio" value="1" checked><input type="radio" value="2"></div>
      <input id="f" type="file">`;
    form.querySelector<HTMLInputElement>('#b')!.value = 'typed';
    form.querySelector<HTMLTextAreaElement>('#c')!.value = 'new';
    expect(typedValues(form)).toEqual({ b: 'typed', c: 'new' });
    form.querySelector<HTMLSelectElement>('#d')!.value = 'y';
    form.querySelectorAll<HTMLInputElement>('#e input')[1]!.checked = true;
    expect(typedValues(form)).toEqual({ b: 'typed', c: 'new', d: 'y', e: '2' });
  });
});
