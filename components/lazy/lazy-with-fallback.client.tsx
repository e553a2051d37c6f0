'use client';

import {
  Component as ReactComponent,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslations } from 'next-intl';
import { recoverFromFailedImport } from '@/components/providers/chunk-reload';
import styles from './lazy-with-fallback.module.scss';

/** What a fallback receives besides the props of the component it stands in for. */
export interface FallbackProps {
  /** Imports the component's code again (and shows it if it arrives). */
  retry: () => void;
}

type Loader<P> = () => Promise<{ default: (props: P) => ReactNode }>;

export type LazyWithFallback<P> = ((props: P) => ReactNode) & {
  /** Fetches the code ahead of need (idle time, pointer over); a failure here is silent. */
  preload: () => void;
};

const RetryContext = createContext<() => void>(() => undefined);

/** The default fallback: the enhancement is simply absent (a later mount tries again). */
function Nothing(): null {
  return null;
}

/**
 * `React.lazy` for code that may fail to arrive: offline in the terminal's dead spots, or a chunk of a
 * build a deployment replaced. A plain `React.lazy` then throws to the error page, turning one missing
 * button into a broken page. Here:
 * - online, the failure is most likely a replaced build, so the page reloads as the chunk guard would
 *   (`recoverFromFailedImport`, at most once per 60 s);
 * - otherwise `Fallback` renders in the component's place with its props and a `retry`;
 * - the next mount (a dialog opened again) or a `retry` imports again, so the island comes back with the
 *   connection, without a reload;
 * - an island that arrived but throws while rendering shows the same `Fallback` (IslandBoundary).
 */
export function lazyWithFallback<P extends object>(
  load: Loader<P>,
  Fallback: (props: NoInfer<P> & FallbackProps) => ReactNode = Nothing,
): LazyWithFallback<P> {
  type Attempt = { Component: LazyExoticComponent<ComponentType<P>>; failureShown: boolean };
  const attempt = (): Attempt => {
    const next: Attempt = { failureShown: false, Component: lazy(() => load().catch(fail)) };
    function Failed(props: P) {
      const retry = useContext(RetryContext);
      useEffect(() => {
        next.failureShown = true;
      }, []);
      return <Fallback {...props} retry={retry} />;
    }
    const fail = (error: unknown) => {
      recoverFromFailedImport(error);
      return { default: Failed };
    };
    return next;
  };
  let current = attempt();
  /**
   * The attempt a mount or a retry should use. A failure already shown is replaced by a new import; one
   * not shown yet is kept, because a first mount that suspends is rendered again from scratch when its
   * import settles, and must then find that settled attempt (or a failing import would loop).
   */
  const latest = () => {
    if (current.failureShown) current = attempt();
    return current;
  };

  function LazyIsland(props: P) {
    const [{ Component }, setAttempt] = useState(latest);
    const [tries, setTries] = useState(0);
    const retry = useCallback(() => {
      setAttempt(latest());
      setTries((n) => n + 1);
    }, []);
    return (
      <RetryContext.Provider value={retry}>
        <IslandBoundary resetKey={tries} fallback={<Fallback {...props} retry={retry} />}>
          <Component {...props} />
        </IslandBoundary>
      </RetryContext.Provider>
    );
  }
  return Object.assign(LazyIsland, { preload: () => void load().catch(() => undefined) });
}

/**
 * An island that arrived but throws while rendering shows its fallback too. The islands of the header and the
 * footer mount late (at idle, on first use) in the root layout, above every segment's error page, so without
 * this one failing button would replace the whole page with the global error page. React still reports the
 * error (console). A retry (`resetKey` changes) renders the island again.
 */
class IslandBoundary extends ReactComponent<
  { resetKey: number; fallback: ReactNode; children: ReactNode },
  { failed: boolean; resetKey: number }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: number }, state: { resetKey: number }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Fallback for a dialog whose code did not arrive: it closes again (the offline banner says why). */
export function CloseDialog({ onClose }: { onClose: () => void }): null {
  useEffect(() => onClose(), [onClose]);
  return null;
}

/**
 * Fallback for a background refresh loop: reports the failure through the loop's own `onError` (the
 * panel says its refresh failed and keeps its data) and tries the import again after `delayMs`.
 */
export function retryAfter(delayMs: number) {
  return function RetryLater({ onError, retry }: { onError: (failed: boolean) => void } & FallbackProps): null {
    useEffect(() => {
      onError(true);
      const timer = window.setTimeout(retry, delayMs);
      return () => window.clearTimeout(timer);
    }, [onError, retry]);
    return null;
  };
}

/** Fallback for a part of a page the visitor is using (a booking step): says so, with a retry button. */
export function LoadFailed({ retry }: FallbackProps) {
  const t = useTranslations('errors');
  return (
    <div className={styles.failed}>
      <p role="alert">{t('chunkFailed')}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
