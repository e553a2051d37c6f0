'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../client-only/client-only.client';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import styles from './dialog.module.scss';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (its heading); or pass `label`. */
  labelledBy?: string;
  label?: string;
  /** id of the element describing the dialog (a prompt's question and what it is about), read with its name. */
  describedBy?: string;
  id?: string;
  /** 'center' (search) or 'drawer' (the menu, from the top edge). */
  placement?: 'center' | 'drawer';
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog rendered at the end of <body>: role=dialog + aria-modal, the rest of the page
 * inert, focus trapped and returned, Escape and a click on the overlay close it, page scroll locked.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  id,
  placement = 'center',
  className,
  initialFocus,
  returnFocus,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Portals need document.body: render nothing on the server and during hydration.
  const mounted = useIsClient();

  useBodyScrollLock(open);
  useFocusTrap(panelRef, open && mounted, { onEscape: onClose, initialFocus, returnFocus, inertOutside: true });

  if (!open || !mounted) return null;
  return createPortal(
    <div className={styles.root} data-placement={placement} data-site-portal="">
      <div className={styles.overlay} aria-hidden="true" onClick={onClose} data-testid="dialog-overlay" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.panel} ${className ?? ''}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
