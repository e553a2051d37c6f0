'use client';

import { useEffect, type RefObject } from 'react';
import { tabbableElements } from './focusable';

export interface FocusTrapOptions {
  /** Focused when the trap starts; the first tabbable element (or the container) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused when the trap ends; the element focused before it started otherwise. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape. */
  onEscape?: () => void;
  /** Makes everything outside `container`'s top-level ancestor inert while active (modal dialogs). */
  inertOutside?: boolean;
}

/**
 * Keeps keyboard focus inside `container` while `active`: Tab and Shift+Tab wrap around, Escape
 * calls `onEscape`, and focus goes back where it came from when the trap ends.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
) {
  const { initialFocus, returnFocus, onEscape, inertOutside = false } = options;

  useEffect(() => {
    const node = container.current;
    if (!active || !node) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocus?.current ?? previouslyFocused;

    // Inert siblings of the top-level element holding the dialog (a portal root under <body>).
    const inerted: HTMLElement[] = [];
    if (inertOutside) {
      let top: HTMLElement = node;
      while (top.parentElement && top.parentElement !== document.body) top = top.parentElement;
      for (const sibling of Array.from(document.body.children)) {
        if (sibling === top || !(sibling instanceof HTMLElement) || sibling.inert) continue;
        if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
        sibling.inert = true;
        inerted.push(sibling);
      }
    }

    const target = initialFocus?.current ?? tabbableElements(node)[0] ?? node;
    target.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbableElements(node);
      if (items.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click on the page behind, a screen reader) is pulled back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) {
        (tabbableElements(node)[0] ?? node).focus({ preventScroll: true });
      }
    };

    node.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      node.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      for (const el of inerted) el.inert = false;
      if (returnTarget && returnTarget.isConnected) returnTarget.focus({ preventScroll: true });
    };
    // onEscape may be a new function every render; the trap keeps the first one of an activation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, container]);
}
