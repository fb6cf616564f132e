import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * True from a frame after the first one in which `open` is true (or at once when it starts open), then
 * for good. A dialog whose code is fetched when it first opens (issue 36: none of it on the page's first
 * load) renders nothing before, and stays mounted after, so it closes with its animation as before.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (!open || opened) return;
    // a frame, then a task: the click's own frame is painted before the dialog's code is fetched and compiled
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setOpened(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, opened]);
  return opened;
}

/** The dimmed page a dialog opens over, drawn by itself until the dialog's code has come. */
const OpeningMask = () => <div className="kit-opening-mask" aria-hidden="true" data-testid="opening-mask" />;

/**
 * Where a lazily loaded dialog mounts. The click that first opens it paints a plain mask at once (the
 * click's answer on a slow phone: INP, issue 36), the dialog's code is fetched after that frame and shows
 * the mask until it has come; once opened the dialog stays mounted, so it closes with its animation.
 */
export function FirstOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  if (!opened) return open ? <OpeningMask /> : null;
  return <Suspense fallback={open ? <OpeningMask /> : null}>{children}</Suspense>;
}
