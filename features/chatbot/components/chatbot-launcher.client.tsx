'use client';

import { usePathname } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { CloseDialog, lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import { whenIdle } from '@/lib/browser/when-idle';
import { isChatbotExcluded } from '../constants';
import type { ChatbotLabels } from './labels';
import styles from './chatbot.module.scss';

const ChatPanel = lazyWithFallback(
  async () => ({ default: (await import('./chat-panel.client')).ChatPanel }),
  CloseDialog,
);

/** The header's assistant link on phones (components/layout/site-header), where this launcher does not show. */
const OPEN_TRIGGER_SELECTOR = '[data-chatbot-open]';

/**
 * Dora's launcher (SPEC §2): a small button at the bottom right from 768 px up; on a phone the header's assistant
 * link opens the same panel (a floating button there covers the page's controls); the chat panel's code loads on intent (pointer over,
 * focus, touch) or on the first click, never before first paint. `?chatbot=1` opens it by itself. Hidden on excluded
 * pages (any path containing /mapas, and Dora's own pages).
 */
export function ChatbotLauncher({ locale, labels }: { locale: string; labels: ChatbotLabels }) {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // What opened the panel gets focus back when it closes: this button, or the header's link on a phone.
  const openerRef = useRef<HTMLElement | null>(null);

  // `?chatbot=1` opens it once the browser is idle. The panel's code is fetched on intent (pointer over,
  // focus, touch) or on opening, not when idle: a visit that never chats neither downloads nor runs it.
  useEffect(
    () =>
      whenIdle(() => {
        if (new URLSearchParams(window.location.search).get('chatbot') === '1') setOpen(true);
      }),
    [],
  );

  const excluded = isChatbotExcluded(pathname);
  useEffect(() => {
    if (excluded) return;
    const openFromTrigger = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(OPEN_TRIGGER_SELECTOR) : null;
      if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      openerRef.current = trigger;
      ChatPanel.preload();
      setOpen(true);
    };
    document.addEventListener('click', openFromTrigger);
    return () => document.removeEventListener('click', openFromTrigger);
  }, [excluded]);

  useEffect(() => {
    for (const trigger of document.querySelectorAll(OPEN_TRIGGER_SELECTOR)) {
      trigger.setAttribute('aria-expanded', String(open && !excluded));
    }
  }, [open, excluded]);

  const close = useCallback(() => {
    setOpen(false);
    const opener = openerRef.current;
    openerRef.current = null;
    (opener?.isConnected ? opener : buttonRef.current)?.focus();
  }, []);

  if (excluded) return null;
  return (
    <aside className={styles.root} aria-label={labels.title} data-chatbot="">
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel locale={locale} labels={labels} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        onClick={() => {
          if (open) return close();
          openerRef.current = buttonRef.current;
          setOpen(true);
        }}
        onPointerEnter={ChatPanel.preload}
        onFocus={ChatPanel.preload}
        onTouchStart={ChatPanel.preload}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 4h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span>{labels.open}</span>
      </button>
    </aside>
  );
}
