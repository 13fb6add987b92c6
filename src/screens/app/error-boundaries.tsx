import { useMachine } from '@xstate/react';
import { Component, useContext, type ErrorInfo, type ReactNode } from 'react';
import { IntlContext } from 'react-intl';
import { BUILT_IN_MESSAGES } from '../../i18n/built-in-messages';
import { ErrorFallback } from '../../ui/error-fallback';
import { appErrorBoundaryLogic } from './app-logic';
import { useInspect } from './inspection';

interface CatchProps {
  onError: (error: Error, componentStack: string) => void;
  children: ReactNode;
}

/** React's error hook needs a class; it only hands the error to the machine. */
class CatchRenderErrors extends Component<CatchProps, { caught: boolean }> {
  override state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError(error, info.componentStack ?? '');
  }

  override render() {
    return this.state.caught ? null : this.props.children;
  }
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

type BoundaryVariant = 'page' | 'app';

/**
 * An error boundary driven by the error-boundary machine. The `page` variant wraps a
 * page's main content and says the team was notified, with details; the `app` variant
 * wraps everything and shows SPEC §2's top-level message with Refresh Page.
 */
export function ErrorBoundary({
  variant,
  children,
  logic = appErrorBoundaryLogic,
}: {
  variant: BoundaryVariant;
  children: ReactNode;
  logic?: typeof appErrorBoundaryLogic;
}) {
  const inspect = useInspect();
  const [snapshot, send] = useMachine(logic, { inspect });
  const intl = useContext(IntlContext);
  if (!snapshot.matches('fallback')) {
    const catchErrors = (error: unknown, componentStack: string) =>
      send({ type: 'error.caught', error: asError(error), componentStack });
    return <CatchRenderErrors onError={catchErrors}>{children}</CatchRenderErrors>;
  }
  const t = (id: string) => intl?.formatMessage({ id }) ?? BUILT_IN_MESSAGES[id] ?? id;
  const reload = () => send({ type: 'page.reload' });
  return variant === 'page' ? (
    <ErrorFallback
      title={t('errors.title')}
      message={t('errors.notified')}
      reloadLabel={t('errors.reload')}
      onReload={reload}
      details={{
        summary: t('errors.details'),
        error: snapshot.context.error,
        componentStack: snapshot.context.componentStack,
      }}
    />
  ) : (
    <ErrorFallback
      title={t('errors.title')}
      message={t('errors.topLevelMessage')}
      reloadLabel={t('errors.refresh')}
      onReload={reload}
    />
  );
}
