'use client';

import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog.client';
import styles from './taxi-forms.module.scss';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' paints the confirm button red (cancelling a booking). */
  tone?: 'primary' | 'danger';
}

/** A modal yes/no prompt: focus starts on the safe choice, Escape cancels, focus returns on close. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
  tone = 'primary',
}: ConfirmDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={children ? `${titleId}-body` : undefined}
      initialFocus={cancelRef}
      className={styles.dialog}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      {/* The prompt's details (the trip and its price, what a cancellation does) are read with its name. */}
      <div id={`${titleId}-body`} className={styles.dialogBody}>
        {children}
      </div>
      <div className={styles.dialogActions}>
        <button ref={cancelRef} type="button" className={styles.secondary} onClick={close} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={styles.primary}
          data-tone={tone}
          onClick={onConfirm}
          disabled={busy}
          aria-live="polite"
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** The SPEC §8 error dialog ('Ha ocurrido un error' + message) with a single close button. */
export function ErrorDialog({
  open,
  title,
  message,
  closeLabel,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} initialFocus={closeRef} className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      <p className={styles.dialogBody}>{message}</p>
      <div className={styles.dialogActions}>
        <button ref={closeRef} type="button" className={styles.primary} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Dialog>
  );
}
