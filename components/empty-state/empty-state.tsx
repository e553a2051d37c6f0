import type { ReactNode } from 'react';
import styles from './empty-state.module.scss';

/** DESIGN.md "Empty states": an illustration, the spec's sentence and a next step. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false" className={styles.art}>
        <path d="M8 64 L34 36 L52 52 L74 24 L112 64 Z" fill="#e2e1dc" />
        <circle cx="92" cy="20" r="9" fill="none" stroke="#c9a227" strokeWidth="3" />
        <path d="M20 70h80" stroke="#c9c9cc" strokeWidth="3" strokeLinecap="round" />
        <path d="M48 14l10 4-10 4-3-4z" fill="#7a5f00" />
      </svg>
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
