import { createContext, lazy, memo, Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { FormInstance } from 'antd';
import { KIT_MESSAGES, LoadingView, OfflineFormNotice, ServerRenderContext, useHydrated, useMessages } from '@school/shared/kit';
import { usePublicText } from '../messages';
import { typedValues } from './typed-values';
import './deferred-form.css';

/**
 * A public form whose code (antd's Form, the uploads, the captcha, the form's own checks) loads when the
 * visitor needs it (issue 36, item 1), not with the page. The server renders the whole form and the browser
 * hydrates the page around it, leaving the form's Suspense boundary as the server's markup: a visitor can read
 * it and type into it at once. The code is fetched on the first touch, focus, key or change inside the form,
 * or when the visitor scrolls it into view; React asks for it too whenever it must render the form again
 * (a hover, an update from above). Once it has arrived the form hydrates and takes in what was typed
 * (`useDeferredStart`); a submit tried before that waits for the code and is sent then. A page the browser
 * renders itself (a navigation inside the app) loads the code at once.
 */

/** What a deferred form and its code share on one page. */
interface DeferredState {
  box: RefObject<HTMLDivElement | null>;
  /** a submit tried before the code was here, to be sent once the form has taken in what was typed */
  submitPending: boolean;
  /** files chosen before the code was here, by input id: their change is played again once it is */
  files: Map<string, FileList>;
  /**
   * What was typed, read when the code arrived and before React hydrates the form: if the markup does not
   * match (React then draws the form afresh), it is still what the visitor typed.
   */
  typed: Record<string, string>;
  /** the form is the server's markup, hydrated (not one the browser drew itself) */
  hydrating: boolean;
}

const DeferredContext = createContext<DeferredState | null>(null);

/** The events inside a form that say the visitor is using it. */
const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

/** One form's code, fetched once it is wanted; a failed fetch (offline) is tried again on the next want. */
function codeLoader<P>(load: () => Promise<ComponentType<P>>) {
  let arrived: (mod: { default: ComponentType<P> }) => void = () => undefined;
  const code = new Promise<{ default: ComponentType<P> }>((resolve) => (arrived = resolve));
  let status: 'waiting' | 'loading' | 'loaded' = 'waiting';
  const listeners = new Set<() => void>();
  const want = () => {
    if (status !== 'waiting') return;
    status = 'loading';
    load().then(
      (mod) => {
        status = 'loaded';
        arrived({ default: mod });
      },
      () => {
        status = 'waiting';
        listeners.forEach((l) => l());
      },
    );
  };
  return {
    want,
    loaded: () => status === 'loaded',
    /** React's lazy() takes the promise that resolves once the code has arrived (it never rejects) */
    code: () => code,
    /** told when a fetch failed */
    onFail: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

/**
 * `load` imports the form component; the result renders it deferred (see above). Props are compared shallowly:
 * a form still waiting for its code is not handed a new element while they stay the same.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loader = codeLoader(load);
  const Code = lazy(loader.code);

  /**
   * Rendered by React on the server, once while it hydrates the page (the form's boundary gets its own pass),
   * and after that only when it must render the form again: an event aimed at it, or an update from above
   * (a context). Then it needs the code at once, or the form would wait for it under a placeholder.
   */
  function Part({ renders, props }: { renders: { count: number }; props: P }) {
    renders.count += 1; // React's attempts: the first is the page's hydration
    if (renders.count > 1) loader.want();
    return <Code {...props} />;
  }
  const MemoPart = memo(
    function Boundary({ renders, props }: { renders: { count: number }; props: P }) {
      return (
        <Suspense fallback={<LoadingView rows={6} />}>
          <Part renders={renders} props={props} />
        </Suspense>
      );
    },
    (a, b) => a.renders === b.renders && shallowEqual(a.props, b.props),
  );

  function Deferred(props: P) {
    const server = useContext(ServerRenderContext) !== null || typeof document === 'undefined';
    const hydrated = useHydrated();
    // decided on the first render: the server's and the browser's own renders want the code at once
    const [atOnce] = useState(server || hydrated);
    if (atOnce) loader.want();
    const box = useRef<HTMLDivElement>(null);
    const [renders] = useState(() => ({ count: 0 }));
    const [state] = useState<DeferredState>(() => ({ box, submitPending: false, files: new Map(), typed: {}, hydrating: !atOnce }));
    const [sendFailed, setSendFailed] = useState(false);
    // what the notices below show is nothing on the server and while hydrating, so both renders agree
    const [arrived, setArrived] = useState(false);

    useEffect(() => {
      if (loader.loaded()) return;
      const inside = (e: Event) => e.target instanceof Node && !!box.current?.contains(e.target);
      const onUse = (e: Event) => {
        if (!inside(e)) return;
        const input = e.target;
        if (e.type === 'change' && !loader.loaded() && input instanceof HTMLInputElement && input.type === 'file' && input.id && input.files) state.files.set(input.id, input.files);
        loader.want();
      };
      // Before React (whose root listener stops an event aimed at markup still waiting for its code), and
      // only while the code is away: once it is here React hydrates the form and handles the submit itself.
      const onSubmit = (e: Event) => {
        if (!inside(e) || loader.loaded()) return;
        e.preventDefault();
        state.submitPending = true;
        if (box.current) box.current.dataset.waiting = 'send';
        setSendFailed(false);
        loader.want();
      };
      let seen: IntersectionObserver | undefined;
      const onScroll = () => {
        window.removeEventListener('scroll', onScroll);
        const target = box.current?.firstElementChild;
        if (!target || typeof IntersectionObserver === 'undefined') return;
        seen = new IntersectionObserver((entries) => entries.some((en) => en.isIntersecting) && loader.want(), { rootMargin: '200px 0px' });
        seen.observe(target);
      };
      USE_EVENTS.forEach((type) => document.addEventListener(type, onUse, true));
      document.addEventListener('submit', onSubmit, true);
      // A file chosen before the page hydrated (a quick visitor on a slow phone) sent its change to nobody:
      // it is taken in as if chosen now.
      box.current?.querySelectorAll<HTMLInputElement>('input[type="file"]').forEach((input) => {
        if (!input.id || !input.files?.length) return;
        state.files.set(input.id, input.files);
        loader.want();
      });
      window.addEventListener('scroll', onScroll, { passive: true });
      const stopFail = loader.onFail(() => {
        if (!state.submitPending) return;
        state.submitPending = false;
        delete box.current?.dataset.waiting;
        setSendFailed(true);
      });
      let live = true;
      void loader.code().then(() => {
        // before React's own callback: it hydrates the form later, in a task of its own
        const form = box.current?.querySelector('form');
        if (form) state.typed = typedValues(form);
        delete box.current?.dataset.waiting;
        if (live) setArrived(true);
      });
      return () => {
        live = false;
        USE_EVENTS.forEach((type) => document.removeEventListener(type, onUse, true));
        document.removeEventListener('submit', onSubmit, true);
        window.removeEventListener('scroll', onScroll);
        seen?.disconnect();
        stopFail();
      };
    }, [state]);

    return (
      <DeferredContext.Provider value={state}>
        <div ref={box} className="deferred-form">
          <MemoPart renders={renders} props={props} />
        </div>
        {!atOnce && !arrived && <WaitingNotices sendFailed={sendFailed} />}
      </DeferredContext.Provider>
    );
  }
  return Deferred;
}

/** While the form's code is away, the notices its own code would show: offline, and a send that could not go. */
function WaitingNotices({ sendFailed }: { sendFailed: boolean }) {
  const { t: kitT } = useMessages(KIT_MESSAGES);
  const { t } = usePublicText();
  return (
    <>
      <OfflineFormNotice />
      {sendFailed && (
        <div role="alert" className="kit-alert kit-alert-error deferred-form-alert">
          <span>{typeof navigator !== 'undefined' && !navigator.onLine ? kitT('offline.sendFail') : t('contact.fail')}</span>
        </div>
      )}
    </>
  );
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(Reflect.get(a, k), Reflect.get(b, k)));
}

/** What the hook asks of the form: antd's FormInstance, of any form's values. */
type StartedForm = Pick<FormInstance, 'setFieldsValue' | 'submit'>;

/**
 * Called by a deferred form's component with its antd form: when it mounts, the values typed into the
 * server's markup before the code arrived become the form's (`onAdopt` is told which), files chosen then are
 * uploaded, and a submit tried then is sent. Outside a deferred form it does nothing.
 */
export function useDeferredStart(form: StartedForm, onAdopt?: (typed: Record<string, string>) => void): void {
  const state = useContext(DeferredContext);
  useLayoutEffect(() => {
    const el = state?.box.current?.querySelector('form');
    if (!state?.hydrating || !el) return;
    const typed = { ...state.typed, ...typedValues(el) };
    if (Object.keys(typed).length) {
      form.setFieldsValue(typed);
      onAdopt?.(typed);
    }
    if (state.submitPending) {
      state.submitPending = false;
      form.submit();
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const el = state?.box.current?.querySelector('form');
    if (!state || !el) return;
    for (const [id, files] of state.files) {
      const input = el.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`);
      if (!input || input.type !== 'file' || !files.length) continue;
      if (input.files !== files) input.files = files; // the form was drawn afresh: the same files on its new input
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    state.files.clear();
  }, [state]);
}
