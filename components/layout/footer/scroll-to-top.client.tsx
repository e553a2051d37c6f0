'use client';

import { useTranslations } from 'next-intl';
import { ArrowUpIcon } from '@/components/icons/icons';
import styles from './footer.module.scss';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Back to the top of the page: smooth unless the visitor asks for reduced motion; focus goes to the skip link. */
export function ScrollToTop() {
  const t = useTranslations('client.scrollTop');
  const onClick = () => {
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const target = document.querySelector<HTMLElement>('.skip-link') ?? document.querySelector<HTMLElement>('header a');
    target?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.toTop} onClick={onClick}>
      <ArrowUpIcon size={20} />
      {t('label')}
    </button>
  );
}
