import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** Changing it (the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a page that throws while rendering or whose code fails to load, and shows RouteError instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
