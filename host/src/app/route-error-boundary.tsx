import { Component, type ReactNode, Suspense } from 'react';
import { RouteErrorPage } from './lazy-pages';

interface RouteErrorBoundaryProps {
  /** The address shown: moving to another one gives the pages a fresh start. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  /** The address the error happened at. */
  pathname: string;
}

/**
 * A page that throws while rendering is replaced by the route error page (SPEC 8) until the visitor goes to
 * another address, as the data router's `errorElement` did; the declarative router has no error handling.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('A page failed') };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[host] a page failed', error);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
