'use client';

import { useEffect, useState } from 'react';
import { createReadAloud, type ReadAloud, type ReadAloudStatus, type SpeechLocale } from '../read-aloud';

const SKIP_SELECTOR = '[data-read-aloud="skip"]';

function browserReadAloud(locale: SpeechLocale): ReadAloud | null {
  if (
    typeof window === 'undefined' ||
    !('speechSynthesis' in window) ||
    typeof SpeechSynthesisUtterance === 'undefined'
  ) {
    return null;
  }
  return createReadAloud({
    engine: window.speechSynthesis,
    createUtterance: (text) => new SpeechSynthesisUtterance(text),
    locale,
  });
}

/** Selected text outside the widget's own controls. */
function selectedText(): string {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed) return '';
  const anchor = selection.anchorNode;
  const element = anchor instanceof Element ? anchor : anchor?.parentElement;
  if (element?.closest(SKIP_SELECTOR)) return '';
  return selection.toString();
}

/** The page's read-aloud controller: speaks selections while `enabled`, exposes its status. */
export function useReadAloud(locale: SpeechLocale, enabled: boolean) {
  const [controller] = useState(() => browserReadAloud(locale));
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [hasVoice, setHasVoice] = useState(true);

  useEffect(() => {
    if (!controller) return;
    const unsubscribe = controller.subscribe(setStatus);
    // Voices arrive asynchronously in some browsers: an empty list means "not known yet".
    const checkVoices = () =>
      setHasVoice(controller.hasLocaleVoice() || window.speechSynthesis.getVoices().length === 0);
    checkVoices();
    window.speechSynthesis.addEventListener?.('voiceschanged', checkVoices);
    return () => {
      window.speechSynthesis.removeEventListener?.('voiceschanged', checkVoices);
      unsubscribe();
      controller.dispose();
    };
  }, [controller]);

  useEffect(() => {
    if (!controller) return;
    controller.setEnabled(enabled);
    if (!enabled) return;
    const onSelection = () => controller.selectionChanged(selectedText());
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [controller, enabled]);

  return { controller, status, hasVoice };
}
