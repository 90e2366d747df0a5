import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RouteErrorPage } from '../pages/route-error-page.tsx';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A page that throws while rendering (or whose code chunk cannot be fetched) is replaced by an
 * error page inside the shell, header and footer intact. The layout remounts it per path, so
 * navigating elsewhere recovers.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
