'use client';

import { useEffect, useState } from 'react';
import { remainingText, type FormLabels } from './labels';
import styles from './forms.module.scss';

const ANNOUNCE_DELAY_MS = 800;

/**
 * Remaining characters of a limited text: shown under the field (and read with it, via the
 * field's aria-describedby → `id`), and announced politely once typing pauses, so a screen reader
 * is not interrupted on every key.
 */
export function CommentCounter({
  id,
  length,
  max,
  labels,
}: {
  id: string;
  length: number;
  max: number;
  labels: FormLabels;
}) {
  const remaining = Math.max(0, max - length);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(remainingText(labels, remaining, true, max)), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [remaining, max, labels]);
  return (
    <>
      <p id={id} className={styles.counter} data-low={remaining <= 100 ? 'true' : undefined}>
        {remainingText(labels, remaining)}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid={`${id}-live`}>
        {announced}
      </p>
    </>
  );
}
