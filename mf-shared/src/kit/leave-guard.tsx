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
 * Warns before a half-filled form is lost: the browser's own prompt when the tab is closed or
 * reloaded (beforeunload), and a confirmation on a link or back inside the app (react-router's
 * useBlocker, which needs the data router that RemoteApp provides).
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
  return dataRouter ? <RouteBlock dirty={changes.ref} /> : null;
}
