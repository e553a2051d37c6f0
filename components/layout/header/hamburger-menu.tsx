'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { ArrowLeftIcon, BotIcon, ChevronRightIcon, CloseIcon, MenuIcon } from '@/components/icons/icons';
import { usePathname } from '@/lib/i18n/navigation';
import { SmartLink } from '../smart-link';
import { isCurrentPath } from './airport-menu';
import { useMediaQuery } from './use-media-query';
import styles from './hamburger-menu.module.scss';

export interface MenuLinkView {
  href: string;
  label: string;
}

export interface MenuCategoryView {
  id: string;
  label: string;
  landing: MenuLinkView;
  children: MenuLinkView[];
}

/** The lg breakpoint of styles/_tokens.scss: two columns from here up. */
const WIDE_QUERY = '(min-width: 950px)';

/**
 * The hamburger menu (SPEC §2): a modal drawer with a category column and a child column. On wide
 * screens both columns show and hovering or choosing a category fills the child column; on small
 * screens one column shows at a time, with a go-back button. A Dora (chatbot) entry closes the
 * category column. Opening locks page scroll, traps focus and sets the button's aria-expanded;
 * Escape, the close button or the overlay close it and focus returns to the button.
 */
export function HamburgerMenu({ categories, dora }: { categories: MenuCategoryView[]; dora: MenuLinkView }) {
  const t = useTranslations('client.menu');
  const pathname = usePathname();
  const wide = useMediaQuery(WIDE_QUERY);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [view, setView] = useState<'categories' | 'children'>('categories');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const categoryRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();
  const dialogId = `${id}-dialog`;
  const titleId = `${id}-title`;
  const childrenId = `${id}-children`;
  const childHeadingId = `${id}-child-heading`;

  const current = categories.find(
    (c) => c.children.some((l) => isCurrentPath(pathname, l.href)) || isCurrentPath(pathname, c.landing.href),
  );
  const shown = categories.find((c) => c.id === activeId) ?? (wide ? (current ?? categories[0]) : undefined);
  const showCategories = wide || view === 'categories';
  const showChildren = Boolean(shown) && (wide || view === 'children');

  const openMenu = () => {
    setActiveId(null);
    setView('categories');
    setOpen(true);
  };
  const close = () => setOpen(false);

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
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : openMenu())}
      >
        <MenuIcon size={24} />
        <span className={styles.triggerLabel}>{t('open')}</span>
      </button>
      <Dialog open={open} onClose={close} id={dialogId} labelledBy={titleId} placement="drawer" returnFocus={buttonRef}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            <CloseIcon size={24} />
          </button>
        </div>
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
            <SmartLink href={dora.href} className={styles.dora} onClick={close}>
              <span className={styles.doraIcon}>
                <BotIcon size={28} />
              </span>
              <span className={styles.doraText}>
                <span className={styles.doraTitle}>{dora.label}</span>
                <span className={styles.doraHint}>{t('doraHint')}</span>
              </span>
            </SmartLink>
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
                    <SmartLink
                      href={shown.landing.href}
                      className={styles.seeAll}
                      onClick={close}
                      aria-current={pathname === shown.landing.href ? 'page' : undefined}
                    >
                      {t('seeAll', { page: shown.landing.label })}
                      <ChevronRightIcon size={18} />
                    </SmartLink>
                  </li>
                  {shown.children.map((link) => (
                    <li key={link.href}>
                      <SmartLink
                        href={link.href}
                        className={styles.child}
                        onClick={close}
                        aria-current={pathname === link.href ? 'page' : undefined}
                      >
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </div>
      </Dialog>
    </>
  );
}
