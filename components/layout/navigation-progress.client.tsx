'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  IDLE_PROGRESS,
  createProgressController,
  isInternalNavigationClick,
  type ProgressController,
} from './navigation-progress-controller';
import styles from './navigation-progress.module.scss';

/**
 * A thin progress bar at the top of the viewport while a page loads (SPEC §4 "a progress bar runs
 * during loading"). It starts on a click on an internal link and on back/forward, and completes
 * when the URL (path or query) has changed. Hidden from assistive technology while idle. Mount it
 * inside <Suspense> (it reads the search params).
 */
export function NavigationProgress() {
  const t = useTranslations('client.progress');
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  const [state, setState] = useState(IDLE_PROGRESS);
  const controllerRef = useRef<ProgressController | null>(null);

  useEffect(() => {
    const controller = createProgressController(setState);
    controllerRef.current = controller;
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigationClick(event, window.location)) controller.start();
    };
    const onPopState = () => controller.start();
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      controller.dispose();
      controllerRef.current = null;
    };
  }, []);

  // The new URL is committed: the navigation is over.
  useEffect(() => {
    controllerRef.current?.done();
  }, [pathname, search]);

  // A named region around the bar: while it shows, it is page content outside the other landmarks (axe "region").
  return (
    <div role="region" aria-label={t('label')} aria-hidden={!state.visible}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.visible ? Math.round(state.value) : undefined}
        data-visible={state.visible}
      >
        <div className={styles.fill} style={{ transform: `scaleX(${state.value / 100})` }} />
      </div>
    </div>
  );
}
