import { Component, type ErrorInfo, type ReactNode } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";

/** The generic error screen: sad face, title, message, Try Again. */
export function ErrorScreen(props: { title?: string; message?: string; onRetry: () => void }) {
  const { m } = useI18n();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl" aria-hidden="true">
        😞
      </p>
      <h1 className="mt-6 font-serif text-3xl">{props.title ?? m.errors.title}</h1>
      <p className="mt-3 text-ink/80">{props.message || m.errors.fallbackMessage}</p>
      <button
        type="button"
        onClick={props.onRetry}
        className="mt-8 h-11 rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
      >
        {m.errors.tryAgain}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  title?: string;
  /** Shown in place of the error screen, for a part of the page that has a quieter way to fail. */
  fallback?: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

/**
 * Catches rendering failures below it: logs them, calls the optional callback, and shows the
 * error screen until Try Again clears the error and renders the children again, or the given
 * fallback for good.
 */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Rendering failed:", error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.error && this.props.fallback !== undefined) return this.props.fallback;
    if (this.state.error) {
      return (
        <ErrorScreen
          title={this.props.title}
          message={this.state.error.message}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
