import styles from './directory.module.scss';

/** Open/closed pill: an icon and text, never colour alone (DESIGN.md). */
export function OpenStatus({ open, label }: { open: boolean; label: string }) {
  return (
    <span className={styles.status} data-open={open}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {open ? (
          <path
            d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm3.3 5.2-4 4.2a.8.8 0 0 1-1.1 0L4.7 8.9a.8.8 0 1 1 1.1-1.1l1 1 3.4-3.6a.8.8 0 0 1 1.1 1.1Z"
            fill="currentColor"
          />
        ) : (
          <path
            d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm2.6 8.5a.8.8 0 1 1-1.1 1.1L8 9.1l-1.5 1.5a.8.8 0 1 1-1.1-1.1L6.9 8 5.4 6.5a.8.8 0 0 1 1.1-1.1L8 6.9l1.5-1.5a.8.8 0 0 1 1.1 1.1L9.1 8Z"
            fill="currentColor"
          />
        )}
      </svg>
      {label}
    </span>
  );
}
