'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';

export interface AnalyticsProps {
  /** The tracking pixel image (TRACKING_PIXEL_URL); omitted when the page was opened with `?noBe=1` (SPEC §2). */
  pixelUrl?: string;
  /** The session-recording script (SESSION_RECORDING_SCRIPT_URL), `{id}` replaced by `recordingId`. */
  recordingScriptUrl?: string;
  recordingId?: string;
}

/** Loads the configured third-party measurement once the browser is idle (ARCHITECTURE §7). */
export function loadAnalytics({ pixelUrl, recordingScriptUrl, recordingId }: AnalyticsProps, location: Location): void {
  if (pixelUrl && new URLSearchParams(location.search).get('noBe') !== '1') {
    const pixel = new Image(1, 1);
    pixel.alt = '';
    pixel.referrerPolicy = 'strict-origin-when-cross-origin';
    pixel.src = pixelUrl;
  }
  if (recordingScriptUrl) {
    if (!recordingId) {
      // SPEC §8: a missing tracking id is reported once in the console, and nothing is loaded.
      console.error('Session recording is configured without its id (SESSION_RECORDING_ID): not loaded.');
      return;
    }
    // Inserted by the site's own (nonced) script, so 'strict-dynamic' lets it run.
    const script = document.createElement('script');
    script.async = true;
    script.src = recordingScriptUrl.replace('{id}', encodeURIComponent(recordingId));
    document.head.appendChild(script);
  }
}

export function Analytics(props: AnalyticsProps) {
  useEffect(() => {
    return whenIdle(() => loadAnalytics(props, window.location), { fallbackMs: 2_000 });
    // Once per page load: the root layout does not remount on client-side navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
