import { useCallback, useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export const LEAVE_WARNING = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Whether a form holds changes not yet sent. The ref changes at once, so a navigation made
 * right after a successful submit (setDirty(false), then navigate) is not held up.
 */
export function useUnsavedChanges() {
  const ref = useRef(false);
  const [dirty, setState] = useState(false);
  const setDirty = useCallback((next: boolean) => {
    ref.current = next;
    setState(next);
  }, []);
  return { dirty, ref, setDirty };
}

export type UnsavedChanges = ReturnType<typeof useUnsavedChanges>;

function RouteBlock({ dirty }: { dirty: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current === true && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}

/**
 * Under the public sites' plain router (RemoteApp's PlainRouter), which has no useBlocker: a click on a
 * link to another page of the site asks first, in the capture phase, before the router's own handler
 * sees it. A link off the site leaves the document, which beforeunload covers.
 */
function LinkBlock({ dirty }: { dirty: RefObject<boolean> }) {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (dirty.current !== true || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const next = new URL(link.href, window.location.href);
      const here = window.location;
      if (next.origin !== here.origin || (next.pathname === here.pathname && next.search === here.search)) return;
      if (window.confirm(LEAVE_WARNING)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty]);
  return null;
}

/**
 * Warns before a half-filled form is lost: the browser's own prompt when the tab is closed or
 * reloaded (beforeunload), and a confirmation on a link inside the app. Under a data router (the
 * consoles' DataRouter) that is react-router's useBlocker, which also holds Back; under the public
 * sites' plain router, a click on a link (LinkBlock).
 */
export function LeaveGuard({ changes }: { changes: UnsavedChanges }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!changes.dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes.dirty]);
  return dataRouter ? <RouteBlock dirty={changes.ref} /> : <LinkBlock dirty={changes.ref} />;
}
