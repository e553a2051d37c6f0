'use client';

import { useCallback, useState } from 'react';

/**
 * The captcha answer of a form that is not a react-hook-form one (the taxi sign-in, the alerts' email):
 * the widget's token, and `spend()` once a request used it (an answer is good for one request), which
 * drops it and changes `round`, the key that mounts a fresh widget.
 */
export function useCaptchaAnswer() {
  const [token, setToken] = useState<string | undefined>();
  const [round, setRound] = useState(0);
  const spend = useCallback(() => {
    setToken(undefined);
    setRound((n) => n + 1);
  }, []);
  return { token, round, onToken: setToken, spend };
}
