'use client';
/* eslint-disable @next/next/no-img-element -- promo images are configured URLs of any origin and size; they load after idle, off the critical path. */

import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog.client';
import { whenIdle } from '@/lib/browser/when-idle';
import { promosToShow, readDismissed, rememberDismissed, type PromoItem } from '../promo';
import styles from './home-promos.module.scss';

/**
 * The promotional banner and popup dialog of the client configuration: shown once the browser is
 * idle (they never delay the first paint), dismissible, and not shown again once dismissed.
 */
export function HomePromos({ promos, labels }: { promos: PromoItem[]; labels: { close: string; more: string } }) {
  const [shown, setShown] = useState<PromoItem[]>([]);

  useEffect(() => {
    if (promos.length === 0) return;
    return whenIdle(() => setShown(promosToShow(promos, readDismissed(window.localStorage))));
  }, [promos]);

  const dismiss = (id: string) => {
    rememberDismissed(window.localStorage, id);
    setShown((current) => current.filter((p) => p.id !== id));
  };

  const banner = shown.find((p) => p.kind === 'banner');
  const popup = shown.find((p) => p.kind === 'popup');
  return (
    <>
      {banner ? (
        <aside className={styles.banner} aria-label={banner.title}>
          {banner.url ? (
            <a href={banner.url} className={styles.bannerLink}>
              {banner.imageUrl ? (
                <img src={banner.imageUrl} alt={banner.title} className={styles.bannerImage} />
              ) : (
                banner.title
              )}
            </a>
          ) : banner.imageUrl ? (
            <img src={banner.imageUrl} alt={banner.title} className={styles.bannerImage} />
          ) : (
            <p>{banner.title}</p>
          )}
          <button type="button" className={styles.close} onClick={() => dismiss(banner.id)}>
            {labels.close}
          </button>
        </aside>
      ) : null}
      <Dialog
        open={Boolean(popup)}
        onClose={() => popup && dismiss(popup.id)}
        labelledBy="home-popup-title"
        className={styles.popup}
      >
        {popup ? (
          <div className={styles.popupBody}>
            <h2 id="home-popup-title">{popup.title}</h2>
            {popup.imageUrl ? <img src={popup.imageUrl} alt="" className={styles.popupImage} /> : null}
            <p>{popup.body}</p>
            <div className={styles.actions}>
              {popup.url ? (
                <a
                  href={popup.url}
                  className={styles.more}
                  onClick={() => rememberDismissed(window.localStorage, popup.id)}
                >
                  {labels.more}
                </a>
              ) : null}
              <button type="button" className={styles.close} onClick={() => dismiss(popup.id)}>
                {labels.close}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
