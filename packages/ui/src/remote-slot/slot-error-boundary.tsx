import { Component, type ReactNode } from 'react';

interface SlotErrorBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Told of each error caught (the slot's report, issue 16). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface SlotErrorBoundaryState {
  failed: boolean;
}

/** Catches a remote that cannot load or that throws while rendering; the rest of the page lives on. */
export class SlotErrorBoundary extends Component<SlotErrorBoundaryProps, SlotErrorBoundaryState> {
  override state: SlotErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): SlotErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[remote-slot] a remote failed', error);
    this.props.onError?.(error);
  }

  private retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
