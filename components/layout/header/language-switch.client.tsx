'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { ChevronDownIcon, GlobeIcon } from '@/components/icons/icons';
import NextLink from 'next/link';
import { usePathname } from '@/lib/i18n/use-pathname';
import { localeNames, localizePath, locales, localeTags, type Locale } from '@/lib/i18n/locales';
import styles from './language-switch.module.scss';

/**
 * The same page in another locale: `/vuelos` + `?tipo=llegadas` → `/fr/vuelos?tipo=llegadas`
 * (Spanish has no prefix, so switching to it gives the clean URL without a redirect).
 */
export function localeSwitchHref(pathname: string, locale: Locale, search = '', hash = ''): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${localizePath(pathname || '/', locale)}${query}${fragment}`;
}

/**
 * Language switch (SPEC §2): the current language is shown, the others are links in a disclosure.
 * A link keeps the page and its query string (and hash); only the locale prefix changes.
 * The query is read when the list opens, so it is always the current one.
 */
export function LanguageSwitch() {
  const t = useTranslations('client.languageSwitch');
  const current = useLocale();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [location, setLocation] = useState({ search: '', hash: '' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    if (!open) setLocation({ search: window.location.search, hash: window.location.hash });
    setOpen(!open);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget))
      setOpen(false);
  };

  const others = locales.filter((l) => l !== current);

  return (
    <div className={styles.switch} ref={rootRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('button', { language: localeNames[current] })}
        onClick={toggle}
      >
        <GlobeIcon size={20} />
        <span className={styles.code} aria-hidden="true">
          {current.toUpperCase()}
        </span>
        <span className={styles.name} aria-hidden="true">
          {localeNames[current]}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {others.map((locale) => (
          <li key={locale}>
            <NextLink
              href={localeSwitchHref(pathname, locale, location.search, location.hash)}
              lang={localeTags[locale]}
              hrefLang={localeTags[locale]}
              prefetch={false}
              className={styles.option}
              onClick={() => setOpen(false)}
            >
              <span className={styles.optionCode} aria-hidden="true">
                {locale.toUpperCase()}
              </span>
              {localeNames[locale]}
            </NextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
