import { Component, type ErrorInfo, type ReactNode } from 'react';
import { OfflineFallback } from './offline/offline-fallback';

const RELOAD_KEY = 'shell:chunk-reload';

/** A chunk that vanished usually means a remote was redeployed with new hashes: reload once. */
function isStaleChunk(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading chunk .* failed|Failed to fetch dynamically imported/.test(error.message);
}

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} crashed`, error, info.componentStack);
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    // offline, a missing chunk is not a redeploy, and a reload would end on the browser's error page
    if (isStaleChunk(error) && navigator.onLine && Date.now() - last > 30_000) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
    }
  }

  override componentDidUpdate(prev: Props) {
    if (prev.remote !== this.props.remote && this.state.error) this.setState({ error: null });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (!navigator.onLine && isStaleChunk(this.state.error)) return <OfflineFallback />;
    return (
      <main className="shell-fallback" data-testid="remote-fallback">
        <h1>This part of the site is not available right now</h1>
        <p>We could not load it. Please check your connection and try again.</p>
        <button type="button" onClick={this.retry}>
          Retry
        </button>
      </main>
    );
  }
}

export function LoadingView() {
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <span className="shell-spinner" />
      <span>Loading…</span>
    </div>
  );
}
