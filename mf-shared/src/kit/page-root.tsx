import { memo, Suspense, type ReactElement, type ReactNode } from 'react';

/** Puts the app's Suspense inside what the caller wraps it in (an error boundary: no markup of its own). */
type Frame = (page: ReactElement) => ReactNode;
const unframed: Frame = (page) => page;

/**
 * The app's part, memoised: while a server-rendered part still waits for its code, a new element handed to
 * it would make React draw it again from scratch (its placeholder shows and the page jumps; issue 12's CLS).
 * It is made again only when the frame, the fallback or the app itself change, never for the notice beside it.
 */
const AppPart = memo(function AppPart({ frame, fallback, children }: { frame: Frame; fallback: ReactNode; children: ReactNode }) {
  return frame(<Suspense fallback={fallback}>{children}</Suspense>);
});

/**
 * The top of a public page's tree, one component for both sides of hydration (issue 35): the server
 * renderer (mf-shared/src/ssr/render.tsx) renders it around the remote's App, and the shell hydrates the
 * same markup with it around the same App. Two children, the shell's notice (none on the server, and none
 * in a browser's first render) and the app inside a Suspense, so React's `useId` gives the same ids on
 * both sides and the Suspense boundary is where the server's markup has it.
 */
export function PageRoot({ notice = null, frame = unframed, fallback = null, children }: {
  /** beside the app: the shell's offline notice, which renders nothing until the page is hydrated */
  notice?: ReactNode;
  /** around the app's Suspense: the shell's error boundary (a component that adds no markup) */
  frame?: Frame;
  /** shown while the app's code loads (the browser only: the server waits for it) */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {notice}
      <AppPart frame={frame} fallback={fallback}>
        {children}
      </AppPart>
    </>
  );
}
