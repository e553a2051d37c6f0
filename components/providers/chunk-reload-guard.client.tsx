'use client';

import { useEffect } from 'react';
import { handlePossibleChunkError, sessionStorageOrUndefined } from './chunk-reload';

/** Listens for chunk-load failures (window errors and unhandled rejections) and reloads once per 60 s. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (error: unknown) =>
      handlePossibleChunkError(error, {
        now: Date.now(),
        storage: sessionStorageOrUndefined(),
        reload: () => window.location.reload(),
      });
    const onError = (event: ErrorEvent) => {
      handle(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      handle(event.reason);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
