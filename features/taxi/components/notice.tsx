import { useId, type ReactNode, type Ref } from 'react';
import styles from './taxi-forms.module.scss';

export interface NoticeContent {
  title: string;
  message: string;
}

/**
 * An inline notification (SPEC §8 'Ha ocurrido un error' / 'Validación'). `role=alert` announces
 * errors as they appear; success uses a polite status. It is named by its title and described by its
 * text, so when `focusRef` moves focus to it (the outcome of an action) a screen reader reads both.
 */
export function Notice({
  tone,
  title,
  children,
  id,
  focusRef,
}: {
  tone: 'error' | 'success' | 'info';
  title: string;
  children?: ReactNode;
  id?: string;
  /** Makes the notice a focus target (tabindex -1) reached through this ref. */
  focusRef?: Ref<HTMLDivElement>;
}) {
  const ids = useId();
  return (
    <div
      ref={focusRef}
      id={id}
      tabIndex={focusRef ? -1 : undefined}
      className={focusRef ? `${styles.notice} ${styles.focusTarget}` : styles.notice}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={`${ids}-title`}
      aria-describedby={children ? `${ids}-text` : undefined}
    >
      <svg
        className={styles.noticeIcon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        {tone === 'success' ? (
          <path
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z"
            fill="currentColor"
          />
        ) : (
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" fill="currentColor" />
        )}
      </svg>
      <div>
        <p id={`${ids}-title`} className={styles.noticeTitle}>
          {title}
        </p>
        {children ? <div id={`${ids}-text`}>{children}</div> : null}
      </div>
    </div>
  );
}
