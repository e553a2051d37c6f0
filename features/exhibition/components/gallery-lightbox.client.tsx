'use client';

import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons/icons';
import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog.client';
import styles from './exhibition.module.scss';

export interface LightboxPhoto {
  id: number;
  title: string;
  caption: string;
  /** "Fotografía: …" and place, ready to show. */
  credit: string;
  image: string;
}

export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  /** "{index} de {total}" with the placeholders left in. */
  position: string;
}

/**
 * Turns the server-rendered gallery links into a modal lightbox: a click (or Enter) on a photo
 * opens it, ←/→ move between photos, Escape or the close button return focus to the photo.
 * Without JavaScript the same links open the server-rendered photo view (?foto=).
 */
export function GalleryLightbox({
  photos,
  labels,
  children,
}: {
  photos: LightboxPhoto[];
  labels: LightboxLabels;
  children: ReactNode;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setIndex(null), []);
  const step = useCallback(
    (delta: number) => setIndex((i) => (i === null ? i : (i + delta + photos.length) % photos.length)),
    [photos.length],
  );

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-photo-index]');
    if (!link) return;
    event.preventDefault();
    opener.current = link;
    setIndex(Number(link.dataset.photoIndex));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }

  const photo = index === null ? undefined : photos[index];
  return (
    <div onClick={onClick}>
      {children}
      <Dialog
        open={photo !== undefined}
        onClose={close}
        labelledBy="lightbox-title"
        returnFocus={opener}
        className={styles.lightbox}
      >
        {photo ? (
          <div onKeyDown={onKeyDown} className={styles.lightboxBody}>
            <figure className={styles.lightboxFigure}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG, already sized */}
              <img src={photo.image} alt={photo.title} width={480} height={480} className={styles.lightboxImage} />
              <figcaption>
                <h2 id="lightbox-title">{photo.title}</h2>
                <p className={styles.credit}>{photo.credit}</p>
                <p>{photo.caption}</p>
                <p className={styles.position} aria-live="polite">
                  {labels.position
                    .replace('{index}', String((index ?? 0) + 1))
                    .replace('{total}', String(photos.length))}
                </p>
              </figcaption>
            </figure>
            <div className={styles.lightboxControls}>
              <button type="button" onClick={() => step(-1)} className={styles.control}>
                <ArrowLeftIcon size={18} /> {labels.previous}
              </button>
              <button type="button" onClick={() => step(1)} className={styles.control}>
                {labels.next} <ArrowRightIcon size={18} />
              </button>
              <button type="button" onClick={close} className={styles.control} data-close>
                {labels.close}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
