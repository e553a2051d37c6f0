import type { ReactNode } from 'react';
import styles from './taxi-forms.module.scss';

export interface NoticeContent {
  title: string;
  message: string;
}

/**
 * An inline notification (SPEC §8 'Ha ocurrido un error' / 'Validación'). `role=alert` announces
 * errors as they appear; success uses a polite status.
 */
export function Notice({
  tone,
  title,
  children,
  id,
}: {
  tone: 'error' | 'success' | 'info';
  title: string;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
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
        <p className={styles.noticeTitle}>{title}</p>
        {children}
      </div>
    </div>
  );
}
