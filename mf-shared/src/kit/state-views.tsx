import { Alert, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useMessages } from './i18n';
import { KIT_MESSAGES } from './messages';

export function LoadingView({ rows = 3, count = 1 }: { rows?: number; count?: number }) {
  return (
    <div aria-busy="true" aria-live="polite" data-testid="loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} active paragraph={{ rows }} />
      ))}
    </div>
  );
}

export function ErrorView({ message }: { message: string }) {
  return <Alert type="error" showIcon title={message} role="alert" />;
}

export function EmptyView({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span>{text}</span>} />;
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
