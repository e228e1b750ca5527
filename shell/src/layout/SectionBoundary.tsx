import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../pages/loadFailure';
import { NetworkErrorReload } from '../pages/NetworkErrorReload';

interface Props {
  /** What to show when the section throws while rendering; `reset` renders it again. */
  fallback(error: Error, reset: () => void): ReactNode;
  children: ReactNode;
}

/**
 * The third defence for a remote (DESIGN §2): a throw while rendering stays inside its
 * section. A screen chunk that fails to download is a route-loading failure instead.
 */
export class SectionBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <NetworkErrorReload />;
    return this.props.fallback(error, this.reset);
  }
}
