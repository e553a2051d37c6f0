'use client';

import { useEffect } from 'react';
import { storeForUserAgent } from '../store-for-agent';

/**
 * Sends iPhone and Android visitors to their store. It runs in the browser (the page is cached and
 * served to everyone, so the server never varies it by user agent); others keep both links.
 */
export function AppStoreRedirect({ ios, android }: { ios: string; android: string }) {
  useEffect(() => {
    const store = storeForUserAgent(navigator.userAgent);
    if (store) window.location.replace(store === 'ios' ? ios : android);
  }, [ios, android]);
  return null;
}
