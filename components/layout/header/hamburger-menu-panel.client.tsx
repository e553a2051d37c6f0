'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { Dialog } from '@/components/dialog/dialog.client';
import { ArrowLeftIcon, BotIcon, ChevronRightIcon, CloseIcon } from '@/components/icons/icons';
import { usePathname } from '@/lib/i18n/use-pathname';
import { Link } from '@/components/link/link';
import { AirportMenu, isCurrentPath, type AirportMenuGroupView } from './airport-menu.client';
import { useMediaQuery } from './use-media-query';
import type { MenuCategoryView, MenuLinkView } from './hamburger-menu.client';
import styles from './hamburger-menu-panel.module.scss';

/** The lg breakpoint of styles/_tokens.scss: two columns from here up. */
const WIDE_QUERY = '(min-width: 950px)';

export interface HamburgerMenuPanelProps {
  categories: MenuCategoryView[];
  dora: MenuLinkView;
  /** The airport menu, shown at the drawer's top below 768 px (the header hides it there). */
  airport?: { label: string; groups: AirportMenuGroupView[] };
  open: boolean;
  onClose: () => void;
  /** The id the menu button's aria-controls names. */
  dialogId: string;
  /** The menu button, focused again when the drawer closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The hamburger menu's drawer (SPEC §2; a lazy chunk, see ./hamburger-menu.client.tsx): a category column and
 * a child column. On wide screens both columns show and hovering or choosing a category fills the
 * child column; on small screens one column shows at a time, with a go-back button. A Dora (chatbot)
 * entry closes the category column. Mounted afresh on every opening, so it starts on the categories.
 */
export default function HamburgerMenuPanel({
  categories,
  dora,
  airport,
  open,
  onClose: close,
  dialogId,
  returnFocus,
}: HamburgerMenuPanelProps) {
  const t = useTranslations('client.menu');
  const pathname = usePathname();
  const wide = useMediaQuery(WIDE_QUERY);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [view, setView] = useState<'categories' | 'children'>('categories');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const categoryRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();
  const titleId = `${id}-title`;
  const childrenId = `${id}-children`;
  const childHeadingId = `${id}-child-heading`;

  const current = categories.find(
    (c) => c.children.some((l) => isCurrentPath(pathname, l.href)) || isCurrentPath(pathname, c.landing.href),
  );
  const shown = categories.find((c) => c.id === activeId) ?? (wide ? (current ?? categories[0]) : undefined);
  const showCategories = wide || view === 'categories';
  const showChildren = Boolean(shown) && (wide || view === 'children');

  const chooseCategory = (categoryId: string) => {
    setActiveId(categoryId);
    setView('children');
    // The child column renders in this update; move focus to its heading once it exists.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const previewCategory = (event: PointerEvent<HTMLButtonElement>, categoryId: string) => {
    if (wide && event.pointerType === 'mouse') setActiveId(categoryId);
  };

  const back = () => {
    const last = shown?.id;
    setView('categories');
    requestAnimationFrame(() => {
      if (last) categoryRefs.current[last]?.focus();
    });
  };

  return (
    <Dialog open={open} onClose={close} id={dialogId} labelledBy={titleId} placement="drawer" returnFocus={returnFocus}>
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
          <CloseIcon size={24} />
        </button>
      </div>
      {airport ? (
        <div className={styles.airport}>
          <AirportMenu label={airport.label} groups={airport.groups} />
        </div>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.categories} hidden={!showCategories}>
          <ul className={styles.categoryList}>
            {categories.map((category) => {
              const expanded = showChildren && shown?.id === category.id;
              return (
                <li key={category.id}>
                  <button
                    ref={(el) => {
                      categoryRefs.current[category.id] = el;
                    }}
                    type="button"
                    className={styles.category}
                    aria-expanded={expanded}
                    aria-controls={childrenId}
                    data-current={current?.id === category.id || undefined}
                    onClick={() => chooseCategory(category.id)}
                    onPointerEnter={(event) => previewCategory(event, category.id)}
                  >
                    <span>{category.label}</span>
                    <ChevronRightIcon size={20} />
                  </button>
                </li>
              );
            })}
          </ul>
          <Link href={dora.href} className={styles.dora} onClick={close}>
            <span className={styles.doraIcon}>
              <BotIcon size={28} />
            </span>
            <span className={styles.doraText}>
              <span className={styles.doraTitle}>{dora.label}</span>
              <span className={styles.doraHint}>{t('doraHint')}</span>
            </span>
          </Link>
        </div>
        <section id={childrenId} className={styles.children} aria-labelledby={childHeadingId} hidden={!showChildren}>
          {shown ? (
            <>
              {wide ? null : (
                <button type="button" className={styles.back} onClick={back}>
                  <ArrowLeftIcon size={20} />
                  {t('back')}
                </button>
              )}
              <h3 id={childHeadingId} ref={headingRef} tabIndex={-1} className={styles.childHeading}>
                {shown.label}
              </h3>
              <ul className={styles.childList}>
                <li className={styles.seeAllItem}>
                  <Link
                    href={shown.landing.href}
                    className={styles.seeAll}
                    onClick={close}
                    aria-current={pathname === shown.landing.href ? 'page' : undefined}
                  >
                    {t('seeAll', { page: shown.landing.label })}
                    <ChevronRightIcon size={18} />
                  </Link>
                </li>
                {shown.children.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={styles.child}
                      onClick={close}
                      aria-current={pathname === link.href ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </Dialog>
  );
}
