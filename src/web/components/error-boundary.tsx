/** @module Catches render errors so a fault shows a message and a way out, never a blank screen. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the URL) clears a caught error. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('dashboard: render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="m-4 rounded-md border border-red-300 p-4">
        <h2 className="font-semibold">Something went wrong while showing this view.</h2>
        <p className="text-sm">{this.state.error.message}</p>
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" scale="sm" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
          <a className="rounded border px-2" href="/">
            Reset the explorer
          </a>
        </div>
      </div>
    );
  }
}
