import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  failed: boolean;
}

/** Catches uncaught render failures; 'Try Again' re-renders the children. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught UI failure', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorScreen onReset={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
