'use client';

import { useEffect, useRef } from 'react';
import styles from './widget.module.scss';

/** A horizontal band that follows the pointer (or the focused element) to keep the eye on one line. */
export function ReadingGuide() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const move = (y: number) => {
      if (ref.current) ref.current.style.transform = `translateY(${Math.round(y)}px)`;
    };
    const onPointer = (event: PointerEvent) => move(event.clientY);
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (target?.getBoundingClientRect) move(target.getBoundingClientRect().bottom);
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('pointermove', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);

  return <div ref={ref} className={styles.guide} aria-hidden="true" data-a11y-reading-guide="" />;
}
