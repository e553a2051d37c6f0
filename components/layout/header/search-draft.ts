/*
 * The hand-off between the header's stand-in search field (in the first-load JS) and the search dialog
 * whose code arrives later: what was typed there, and where the caret was, so the dialog continues from
 * it. "Code that loads late must never drop what the user already did" (ARCHITECTURE §7).
 */

/** Text typed before the dialog's code arrived, with the caret (or selection). */
export interface SearchDraft {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** What `input` holds now (its caret at the end when the browser reports none); null without a field. */
export function readDraft(input: HTMLInputElement | null): SearchDraft | null {
  if (!input) return null;
  const { value } = input;
  const clamp = (position: number | null) => Math.min(Math.max(position ?? value.length, 0), value.length);
  return { value, selectionStart: clamp(input.selectionStart), selectionEnd: clamp(input.selectionEnd) };
}

/**
 * Continues `draft` in `input` (the dialog's field, just mounted): its text, focus, then the caret.
 * Writing the DOM value before the owner's state catches up is safe with a controlled input: React
 * leaves a node alone whose value already equals the new one, so the caret stays where it is put here.
 */
export function continueDraft(input: HTMLInputElement, draft: SearchDraft): void {
  if (input.value !== draft.value) input.value = draft.value;
  input.focus({ preventScroll: true });
  input.setSelectionRange(draft.selectionStart, draft.selectionEnd);
}
