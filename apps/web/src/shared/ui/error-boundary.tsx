import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly fallback: ReactNode;
  /** Changing it (another page) clears a caught error without remounting the children. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface State {
  readonly error: unknown;
  readonly key: string;
}

/** Catches a render error (or a page chunk that failed to load) and shows the generic error page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: undefined, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback;
  }
}
