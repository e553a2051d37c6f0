'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';
import { CLOSE_BUTTON_DELAY_MS, isChatbotExcluded } from '../constants';
import { scriptForVisit, wantsOpenChatbot, type ChatbotScripts } from '../provider';
import type { ProviderRuntime } from './provider-runtime';
import styles from './chatbot.module.scss';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * The bot provider's chatbot (CHATBOT_PROVIDER=script): its script for the page's language (the mobile
 * variant with `?chatbot=1`) loads when the browser is idle or on the first interaction, never before
 * first paint, and never on excluded pages (it is hidden if the visitor navigates to one). A close
 * button is added 4 s after the script loads (SPEC §9); the tracking pixel stays the analytics' own
 * (omitted with `?noBe=1`).
 */
export function ChatbotProvider({
  scripts,
  locale,
  closeLabel,
}: {
  scripts: ChatbotScripts;
  locale: string;
  closeLabel: string;
}) {
  const pathname = usePathname() ?? '/';
  const excluded = isChatbotExcluded(pathname);
  const [runtime, setRuntime] = useState<ProviderRuntime | null>(null);
  const [showClose, setShowClose] = useState(false);
  const [closed, setClosed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (excluded || started.current) return;
    let cancelIdle = () => {};
    const start = () => {
      if (started.current) return;
      started.current = true;
      cancelIdle();
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, start));
      void import('./provider-runtime').then(({ startProvider }) => {
        const search = window.location.search;
        const loaded = startProvider({ src: scriptForVisit(scripts, search), locale, open: wantsOpenChatbot(search) });
        setRuntime(loaded);
        loaded.loaded.then(
          () => window.setTimeout(() => setShowClose(true), CLOSE_BUTTON_DELAY_MS),
          (error: unknown) => console.error(error instanceof Error ? error.message : error),
        );
      });
    };
    cancelIdle = whenIdle(start);
    FIRST_INTERACTION.forEach((type) => window.addEventListener(type, start, { once: true, passive: true }));
    return () => {
      cancelIdle();
      FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, start));
    };
  }, [excluded, scripts, locale]);

  useEffect(() => runtime?.setHidden(excluded), [runtime, excluded]);

  if (!runtime || !showClose || closed || excluded) return null;
  return (
    <button
      type="button"
      className={styles.providerClose}
      aria-label={closeLabel}
      data-chatbot-close=""
      onClick={() => {
        runtime.close();
        setClosed(true);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
