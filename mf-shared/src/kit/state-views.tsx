import { CloseCircleFilled, InboxOutlined } from './icons';
import type { ReactNode } from 'react';
import { useMessages } from './i18n';
import { KIT_MESSAGES } from './messages';

// Plain markup and kit.css, no antd: these show on every public page's first load (issue 12's budget).

/** Grey placeholder blocks (a heading bar and `rows` lines, `count` times) while a list loads. */
export function LoadingView({ rows = 3, count = 1 }: { rows?: number; count?: number }) {
  return (
    <div aria-busy="true" aria-live="polite" data-testid="loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="kit-skeleton">
          <span className="kit-skeleton-title" />
          {Array.from({ length: rows }, (_, r) => (
            <span key={r} className="kit-skeleton-line" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A list or page that could not load: a red box with the message. */
export function ErrorView({ message }: { message: string }) {
  return (
    <div role="alert" className="kit-alert kit-alert-error">
      <CloseCircleFilled className="kit-alert-icon" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

/** A list with nothing in it: an empty-tray picture over the text. */
export function EmptyView({ text }: { text: string }) {
  return (
    <div className="kit-empty">
      <InboxOutlined className="kit-empty-icon" aria-hidden="true" />
      <p className="kit-empty-text">{text}</p>
    </div>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
}

/**
 * SPEC.md §4: lists show loading placeholders, then an error alert, or the
 * data, or an empty message.
 */
export function QueryView<T>({
  query,
  empty,
  isEmpty = (d) => Array.isArray(d) && d.length === 0,
  loading,
  children,
}: {
  query: QueryLike<T>;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useMessages(KIT_MESSAGES);
  if (query.isPending) return <>{loading ?? <LoadingView />}</>;
  if (query.isError) return <ErrorView message={query.error?.message ?? t('state.error')} />;
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <EmptyView text={empty} />;
  return <>{children(data)}</>;
}
