import { virtual } from '@guidepup/virtual-screen-reader';
import { act } from 'react';

/*
 * What a screen-reader user hears, in unit tests (docs/testing.md, "Spoken-output tests").
 * `@guidepup/virtual-screen-reader` walks jsdom's accessibility tree as a reader's virtual cursor does
 * (role, accessible name, description, states) and logs the phrases it would speak; live-region
 * changes are logged as "polite: …" / "assertive: …", and focus moves announce the focused element.
 */

const MAX_STEPS = 2000;

let restoreStyle: (() => void) | null = null;

/**
 * jsdom has no pseudo-element styles and says "Not implemented" for each `::before`/`::after` the
 * name computation asks about (hundreds a test). Vitest processes no CSS, so there is no generated
 * content to find anyway: the element's own style answers (its `content` is empty).
 */
function quietPseudoElementStyles(): () => void {
  const original = window.getComputedStyle;
  window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
    original.call(window, element, pseudo ? undefined : pseudo)) as typeof window.getComputedStyle;
  return () => {
    window.getComputedStyle = original;
  };
}

/** Starts the reader on `container` (the whole document by default) with an empty log. */
export async function startReader(container: Node = document.body): Promise<void> {
  restoreStyle ??= quietPseudoElementStyles();
  await virtual.start({ container });
  await virtual.clearSpokenPhraseLog();
}

export async function stopReader(): Promise<void> {
  await virtual.stop();
  restoreStyle?.();
  restoreStyle = null;
}

/** Reads on with the virtual cursor (the reader's "next" key) until the end of the container; returns what was said. */
export async function readToEnd(): Promise<string[]> {
  const start = (await virtual.spokenPhraseLog()).length;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const last = await virtual.lastSpokenPhrase();
    if (last === 'end of document' || (step > 0 && last === '')) break;
    await act(() => virtual.next());
  }
  return (await virtual.spokenPhraseLog()).slice(start);
}

/** Everything said since the reader started (or since the last `clearSpoken`). */
export async function spoken(): Promise<string[]> {
  return virtual.spokenPhraseLog();
}

export async function clearSpoken(): Promise<void> {
  await virtual.clearSpokenPhraseLog();
}

/** The last phrase said for the reader's cursor or focus (live-region announcements, which may follow it, left out). */
export async function lastPhrase(): Promise<string | undefined> {
  return (await virtual.spokenPhraseLog()).filter((p) => !/^(polite|assertive): /.test(p)).at(-1);
}

/** The live-region announcements in the log, with their politeness: ["polite: …", "assertive: …"]. */
export async function announcements(): Promise<string[]> {
  return (await virtual.spokenPhraseLog()).filter((p) => /^(polite|assertive): /.test(p));
}

/** Moves the virtual cursor to the element (as a reader does when it lands there) and returns its phrase. */
export async function hear(element: Element): Promise<string> {
  (element as HTMLElement).focus();
  await act(async () => {});
  return virtual.lastSpokenPhrase();
}

export { virtual };
