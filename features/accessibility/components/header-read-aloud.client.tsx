'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './widget.module.scss';

const SLOT_SELECTOR = 'header [data-slot="read-aloud"]';

/**
 * The read-aloud switch in the header's read-aloud slot (SPEC §2), rendered into that slot once the
 * widget has loaded. The slot is looked up again after each navigation: another layout brings its
 * own header.
 */
export function HeaderReadAloud({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  const pathname = usePathname();
  const [slot, setSlot] = useState<Element | null>(null);

  useEffect(() => {
    // After the frame, so a navigation's new header is in the document.
    const frame = requestAnimationFrame(() => setSlot(document.querySelector(SLOT_SELECTOR)));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  if (!slot || !slot.isConnected) return null;
  return createPortal(
    <button type="button" className={styles.headerToggle} aria-pressed={on} onClick={onToggle} title={label}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>,
    slot,
  );
}
