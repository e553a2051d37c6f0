import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus on the first invalid field of a form, once the render that marks it invalid is on screen.
 * react-hook-form's own focus (`shouldFocus`, `shouldFocusError`) moves focus before React has
 * rendered the errors, so a screen reader announced the field without "invalid" and without its
 * error (the description changed after the announcement, and is not read again).
 * The form is `formRef`'s, or the one passed (a submit event's `currentTarget`, read while it is set).
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const target = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    (target.current ?? formRef.current)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback((form?: HTMLFormElement | null) => {
    if (form) target.current = form;
    setRequest((n) => n + 1);
  }, []);
  return { formRef, focusFirstInvalid };
}
